import { describe, expect, it } from "vitest";
import { namedDetail } from "./errors.ts";

describe("validation details", () => {
  it("name the field where zod's own text does not", () => {
    expect(namedDetail("Invalid input: expected boolean, received string", "/isPublic")).toBe(
      "isPublic: Invalid input: expected boolean, received string",
    );
    expect(namedDetail("Too big: expected string to have <=100 characters", "/tags/2")).toBe(
      "tags.2: Too big: expected string to have <=100 characters",
    );
  });

  it("keep our own sentences, and a body-level text, as they are", () => {
    expect(namedDetail("Team name is required", "/name")).toBe("Team name is required");
    expect(namedDetail("Invalid input: expected object, received null", "/")).toBe(
      "Invalid input: expected object, received null",
    );
  });
});
