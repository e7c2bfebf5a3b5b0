import { describe, expect, it } from "vitest";
import { GAME_LIVE_MS } from "@huddle/contracts/custom-games";
import { msUntilStatusChange } from "./game-status";

const START = Date.parse("2030-06-01T18:00:00.000Z");
const at = (status: "scheduled" | "live" | "completed" | "cancelled") => ({
  scheduledFor: new Date(START).toISOString(),
  status,
});

describe("msUntilStatusChange", () => {
  it("reloads a scheduled game just after its start", () => {
    expect(msUntilStatusChange(at("scheduled"), START - 60_000)).toBe(61_000);
  });

  it("reloads a live game just after its 3 hours are up", () => {
    expect(msUntilStatusChange(at("live"), START + GAME_LIVE_MS - 5_000)).toBe(6_000);
  });

  it("looks again at least every 15 minutes while the change is far off", () => {
    expect(msUntilStatusChange(at("scheduled"), START - 86_400_000)).toBe(15 * 60_000);
  });

  it("asks again soon when the server has not yet moved a due game on", () => {
    expect(msUntilStatusChange(at("scheduled"), START + 10_000)).toBe(1_000);
  });

  it("stops once the status is final", () => {
    expect(msUntilStatusChange(at("completed"), START)).toBeNull();
    expect(msUntilStatusChange(at("cancelled"), START)).toBeNull();
  });
});
