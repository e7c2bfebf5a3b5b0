import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/http-error";
import { loginErrorMessage } from "./login-error-message";

describe("loginErrorMessage", () => {
  it("shows the error field of the response", () => {
    const error = new HttpError("x", 403, {
      error: "Your account has been suspended. Please contact support.",
    });
    expect(loginErrorMessage(error)).toBe(
      "Your account has been suspended. Please contact support.",
    );
  });

  it.each([
    ["User not found", "No account found with that username or email address."],
    ["Invalid password", "Incorrect password. Please check your password and try again."],
    ["Email not verified", "Please verify your email address before signing in."],
    ["User is banned", "Your account has been suspended. Please contact support."],
    [
      "Too many requests. Please wait a moment and try again.",
      "Too many login attempts. Please wait a few minutes and try again.",
    ],
  ])("maps the message %j", (message, expected) => {
    expect(loginErrorMessage(new Error(message))).toBe(expected);
  });

  it("maps a thrown fetch failure to the connection message", () => {
    expect(loginErrorMessage(new TypeError("Failed to fetch"))).toBe(
      "Unable to connect to the server. Please check your internet connection and try again.",
    );
  });

  it("maps a timeout", () => {
    const error = new Error("The request timed out");
    error.name = "TimeoutError";
    expect(loginErrorMessage(error)).toBe("The request timed out. Please try again.");
  });

  it("maps a 500", () => {
    expect(loginErrorMessage(new HttpError("HTTP 500", 500, null))).toBe(
      "Server error. Please try again in a few minutes.",
    );
  });

  it("shows the raw message, else the fallback", () => {
    expect(loginErrorMessage(new Error("Something odd"))).toBe("Something odd");
    expect(loginErrorMessage(new Error(""))).toBe("Login failed. Please try again.");
    expect(loginErrorMessage("nope")).toBe("Login failed. Please try again.");
  });
});
