import { describe, expect, it } from "vitest";
import {
  createCustomGameSchema,
  CUSTOM_GAME_MESSAGES,
  customGameStatus,
  latestGameStart,
  updateCustomGameSchema,
} from "./custom-games.ts";

const start = new Date("2026-05-01T18:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);

describe("custom game status (spec 001 §4)", () => {
  it("is scheduled before the start, live for 3 hours, then completed", () => {
    const game = { scheduledFor: start, cancelled: false };
    expect(customGameStatus(game, at(-1))).toBe("scheduled");
    expect(customGameStatus(game, at(0))).toBe("live");
    expect(customGameStatus(game, at(3 * 3_600_000 - 1))).toBe("live");
    expect(customGameStatus(game, at(3 * 3_600_000))).toBe("completed");
  });

  it("is cancelled whenever cancelled is set", () => {
    expect(customGameStatus({ scheduledFor: start, cancelled: true }, at(0))).toBe("cancelled");
  });
});

describe("custom game contracts", () => {
  it("requires an opponent and a date with the spec's texts", () => {
    const result = createCustomGameSchema.safeParse({ opponent: " " });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      CUSTOM_GAME_MESSAGES.opponentRequired,
      CUSTOM_GAME_MESSAGES.scheduledForRequired,
    ]);
  });

  it("says which shape a date sent without a time should have", () => {
    const dateOnly = createCustomGameSchema.safeParse({
      opponent: "X",
      scheduledFor: "2026-12-02",
    });
    expect(dateOnly.error?.issues.map((i) => i.message)).toEqual([
      CUSTOM_GAME_MESSAGES.scheduledForFormat,
    ]);
    const empty = createCustomGameSchema.safeParse({ opponent: "X", scheduledFor: "" });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      CUSTOM_GAME_MESSAGES.scheduledForRequired,
    ]);
  });

  it("limits scores to 0-999 with the home and away texts", () => {
    expect(updateCustomGameSchema.safeParse({ teamScore: 999, opponentScore: null }).success).toBe(
      true,
    );
    expect(updateCustomGameSchema.safeParse({ teamScore: -1 }).error?.issues[0]?.message).toBe(
      "Home score must be a valid number",
    );
    expect(
      updateCustomGameSchema.safeParse({ opponentScore: 1000 }).error?.issues[0]?.message,
    ).toBe("Away score must be a valid number");
  });

  it("allows 1000 characters of description on edit and 500 on create", () => {
    expect(updateCustomGameSchema.safeParse({ gameDescription: "d".repeat(1000) }).success).toBe(
      true,
    );
    expect(
      createCustomGameSchema.safeParse({
        opponent: "Tigers",
        scheduledFor: start.toISOString(),
        gameDescription: "d".repeat(501),
      }).success,
    ).toBe(false);
  });
});

describe("custom game scheduling window", () => {
  it("ends at the same instant 2 calendar years later", () => {
    expect(latestGameStart(start).toISOString()).toBe("2028-05-01T18:00:00.000Z");
  });

  it("ends on 1 March when 2 years after a 29 February has none", () => {
    const leapDay = new Date("2028-02-29T12:00:00Z");
    expect(latestGameStart(leapDay).toISOString()).toBe("2030-03-01T12:00:00.000Z");
  });
});
