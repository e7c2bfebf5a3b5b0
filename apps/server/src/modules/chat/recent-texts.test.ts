import { describe, expect, it } from "vitest";
import { createRecentTexts } from "./recent-texts.ts";

describe("recent texts", () => {
  it("keeps a user's last texts within the window, newest first", () => {
    let now = 0;
    const recent = createRecentTexts(60_000, 3, () => now);
    for (const text of ["a", "b", "c", "d"]) {
      recent.remember("u1", text);
      now += 1_000;
    }
    expect(recent.of("u1")).toEqual(["d", "c", "b"]);
    expect(recent.of("u2")).toEqual([]);
    now += 60_000;
    expect(recent.of("u1")).toEqual([]);
  });
});
