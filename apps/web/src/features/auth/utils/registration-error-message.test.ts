import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/http-error";
import { registrationErrorMessage } from "./registration-error-message";

const fail = (status: number, data: unknown) => new HttpError("x", status, data);

describe("registrationErrorMessage", () => {
  it("joins the details of a 400, else shows its error", () => {
    expect(
      registrationErrorMessage(
        fail(400, {
          error: "Validation failed",
          details: ["Username is required", "Email is required"],
        }),
      ),
    ).toBe("Username is required, Email is required");
    expect(registrationErrorMessage(fail(400, { error: "Validation failed" }))).toBe(
      "Validation failed",
    );
  });

  it("shows the error of a 409, else the conflict fallback", () => {
    expect(registrationErrorMessage(fail(409, { error: "This username is already taken" }))).toBe(
      "This username is already taken",
    );
    expect(registrationErrorMessage(fail(409, {}))).toBe("Username or email already exists");
  });

  it("joins the details of a 422, else its error, else 'Invalid input data'", () => {
    expect(
      registrationErrorMessage(
        fail(422, { error: "x", details: ["You must accept the terms and conditions"] }),
      ),
    ).toBe("You must accept the terms and conditions");
    expect(registrationErrorMessage(fail(422, { error: "Terms" }))).toBe("Terms");
    expect(registrationErrorMessage(fail(422, null))).toBe("Invalid input data");
  });

  it("falls back for anything else", () => {
    expect(registrationErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Registration failed. Please try again.",
    );
    expect(registrationErrorMessage(fail(500, null))).toBe(
      "Registration failed. Please try again.",
    );
  });
});
