import { describe, expect, it } from "vitest";
import { parseDuration } from "./duration.ts";

describe("parseDuration", () => {
  it("reads minutes, days, hours, seconds and milliseconds", () => {
    expect(parseDuration("15m")).toBe(900_000);
    expect(parseDuration("30d")).toBe(2_592_000_000);
    expect(parseDuration("2h")).toBe(7_200_000);
    expect(parseDuration("45s")).toBe(45_000);
    expect(parseDuration("250ms")).toBe(250);
  });

  it("treats a bare number as seconds", () => {
    expect(parseDuration("90")).toBe(90_000);
  });

  it("refuses anything else", () => {
    expect(parseDuration("soon")).toBeNull();
    expect(parseDuration("-5m")).toBeNull();
    expect(parseDuration("")).toBeNull();
  });
});
