import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/http/http-error";
import { actionErrorMessage } from "./action-error";

const refused = (data: unknown) => new HttpError("Bad Request", 400, data);

describe("actionErrorMessage", () => {
  it("joins the server's reason with its details", () => {
    const error = refused({ error: "Validation failed", details: ["Name is required"] });
    expect(actionErrorMessage(error, "Failed")).toBe("Validation failed: Name is required");
  });

  it("says a reason once when the only detail repeats it", () => {
    const text = "Invalid team ID format. Team ID must be a valid UUID.";
    expect(actionErrorMessage(refused({ error: text, details: [text] }), "Failed")).toBe(text);
  });

  it("falls back to the screen's text without a reason or an HTTP answer", () => {
    expect(actionErrorMessage(refused({}), "Failed to load team information")).toBe(
      "Failed to load team information",
    );
    expect(actionErrorMessage(new TypeError("fetch"), "Failed")).toBe("Failed");
  });
});
