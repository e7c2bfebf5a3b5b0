import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/http-error";
import { profileSaveError } from "./profile-save-error";

const fail = (status: number, data: unknown) => new HttpError("x", status, data);
const GENERIC = { message: "Failed to update profile. Please try again." };

describe("profileSaveError", () => {
  it("keeps the generic banner for network failures and 5xx answers", () => {
    expect(profileSaveError(new TypeError("Failed to fetch"))).toEqual(GENERIC);
    expect(profileSaveError(fail(500, { error: "boom" }))).toEqual(GENERIC);
    expect(profileSaveError(fail(503, { error: "Service unavailable" }))).toEqual(GENERIC);
  });

  it("names the field a content-filter refusal names, with the server's sentence", () => {
    const refusal = fail(400, {
      error: "Location was blocked by the content filter.",
      details: ["Inappropriate language"],
      field: "location",
    });
    expect(profileSaveError(refusal)).toEqual({
      message: "Location was blocked by the content filter.",
      field: "location",
    });
  });

  it("puts a 409 on the username", () => {
    expect(profileSaveError(fail(409, { error: "This username is already taken" }))).toEqual({
      message: "This username is already taken",
      field: "username",
    });
  });

  it("marks no field the form does not have", () => {
    expect(profileSaveError(fail(400, { error: "Email was refused.", field: "email" }))).toEqual({
      message: "Email was refused.",
    });
    expect(profileSaveError(fail(400, { error: "Refused.", field: "toString" }))).toEqual({
      message: "Refused.",
    });
  });

  it("shows a schema refusal's details rather than 'Validation failed'", () => {
    const refusal = fail(400, {
      error: "Validation failed",
      details: ["Bio must be at most 200 characters", "Location must be at most 100 characters"],
    });
    expect(profileSaveError(refusal)).toEqual({
      message: "Bio must be at most 200 characters, Location must be at most 100 characters",
    });
  });

  it("falls back to the generic banner when a 4xx says nothing", () => {
    expect(profileSaveError(fail(400, null))).toEqual(GENERIC);
    expect(profileSaveError(fail(409, {}))).toEqual(GENERIC);
  });
});
