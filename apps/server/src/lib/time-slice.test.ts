import { describe, expect, it } from "vitest";
import { createTimeSlice } from "./time-slice.ts";

describe("createTimeSlice", () => {
  it("lets waiting callbacks run between pieces once the budget is spent, and only then", async () => {
    let clock = 0;
    const yieldIfDue = createTimeSlice(4, () => clock);
    const ran: string[] = [];
    for (let piece = 1; piece <= 6; piece++) {
      setImmediate(() => ran.push(`other after piece ${piece - 1}`));
      clock += 1.5; // each piece of the job takes 1.5 ms
      ran.push(`piece ${piece}`);
      await yieldIfDue();
    }
    // 4 ms is spent after the third piece (4.5 ms) and again after the sixth (9 ms).
    expect(ran.slice(0, 4)).toEqual(["piece 1", "piece 2", "piece 3", "other after piece 0"]);
    expect(ran.indexOf("piece 4")).toBeGreaterThan(ran.indexOf("other after piece 2"));
    expect(ran.indexOf("other after piece 3")).toBeGreaterThan(ran.indexOf("piece 6"));
  });
});
