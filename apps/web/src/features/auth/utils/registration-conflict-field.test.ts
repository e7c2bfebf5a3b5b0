import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/http-error";
import { registrationConflictField } from "./registration-conflict-field";

const fail = (status: number, data: unknown) => new HttpError("x", status, data);

describe("registrationConflictField", () => {
  it("reads the taken field from a 409's message", () => {
    expect(registrationConflictField(fail(409, { error: "This username is already taken" }))).toBe(
      "username",
    );
    expect(
      registrationConflictField(fail(409, { error: "An account with this email already exists" })),
    ).toBe("email");
  });

  it("names no field for any other failure", () => {
    expect(registrationConflictField(fail(409, {}))).toBeUndefined();
    expect(
      registrationConflictField(fail(400, { error: "This username is already taken" })),
    ).toBeUndefined();
    expect(registrationConflictField(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
