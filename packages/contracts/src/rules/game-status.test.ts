import { describe, expect, it } from "vitest";
import { formatCountdown, gameStatusDisplay, type GameStatusInput } from "./game-status.ts";

const NOW = new Date("2024-12-15T20:00:00Z");
const ET = { timeZone: "America/New_York" };

function buildGame(overrides: GameStatusInput = {}): GameStatusInput {
  return {
    status: "STATUS_SCHEDULED",
    state: "pre",
    statusDetail: "",
    quarter: null,
    period: null,
    clock: null,
    startTime: "2024-12-16T01:20:00.000Z",
    date: "2024-12-15",
    ...overrides,
  };
}

describe("formatCountdown", () => {
  it.each([
    [-5_000, "0s"],
    [0, "0s"],
    [999, "0s"],
    [1_000, "1s"],
    [42_000, "42s"],
    [59_999, "59s"],
    [60_000, "1m 00s"],
    [4 * 60_000 + 9_000, "4m 09s"],
    [3_599_999, "59m 59s"],
    [3_600_000, "1h 00m"],
    [3 * 3_600_000 + 12 * 60_000, "3h 12m"],
    [86_399_999, "23h 59m"],
    [86_400_000, "1d 0h"],
    [2 * 86_400_000 + 5 * 3_600_000 + 59 * 60_000, "2d 5h"],
    [12 * 86_400_000, "12d 0h"],
  ])("formats %d ms as %s", (ms, expected) => {
    expect(formatCountdown(ms)).toBe(expected);
  });

  it("treats a non-number as no time left", () => {
    expect(formatCountdown(Number.NaN)).toBe("0s");
  });
});

describe("gameStatusDisplay — final", () => {
  it.each(["final", "FINISHED", "Completed", "STATUS_FINAL", " status_final "])(
    "shows 'Final' with the date for status %s",
    (status) => {
      const display = gameStatusDisplay(buildGame({ status, state: "post" }), NOW, ET);
      expect(display).toMatchObject({ kind: "final", label: "Final", dateText: "Sun, Dec 15" });
      expect(display.countdown).toBeUndefined();
    },
  );

  it.each(["Final/OT", "Final/2OT", "Final/SO", "Final/12"])(
    "labels a final past regulation as the feed words it: %s",
    (statusDetail) => {
      const display = gameStatusDisplay(
        buildGame({ status: "STATUS_FINAL", statusDetail }),
        NOW,
        ET,
      );
      expect(display).toMatchObject({ kind: "final", label: statusDetail, detail: statusDetail });
    },
  );

  it("keeps 'Final' for any other final detail", () => {
    const display = gameStatusDisplay(
      buildGame({ status: "STATUS_FINAL", statusDetail: "Final - Rain shortened" }),
      NOW,
      ET,
    );
    expect(display.label).toBe("Final");
  });

  it("falls back to the game date when there is no start time", () => {
    const display = gameStatusDisplay(buildGame({ status: "final", startTime: null }), NOW, ET);
    expect(display.dateText).toBe("Sun, Dec 15");
  });
});

describe("gameStatusDisplay — live", () => {
  it.each(["live", "IN_PROGRESS", "active", "STATUS_IN_PROGRESS"])(
    "counts status %s as live",
    (status) => {
      expect(gameStatusDisplay(buildGame({ status }), NOW, ET).kind).toBe("live");
    },
  );

  it("labels a game with a known quarter Q{n} and shows the clock", () => {
    const game = buildGame({ status: "STATUS_IN_PROGRESS", quarter: 2, period: 2, clock: "3:12" });
    expect(gameStatusDisplay(game, NOW, ET)).toMatchObject({ label: "Q2", clock: "3:12" });
  });

  it("labels a game without a quarter but with a period 'Period {n}'", () => {
    const game = buildGame({ status: "live", period: 3, clock: "18:27" });
    expect(gameStatusDisplay(game, NOW, ET)).toMatchObject({ label: "Period 3", clock: "18:27" });
    const hockey = buildGame({ status: "live", league: "nhl", period: 3, clock: "18:27" });
    expect(gameStatusDisplay(hockey, NOW, ET)).toMatchObject({ label: "Period 3" });
  });

  it("names a period past regulation OT, then 2OT, not 'Q5' or 'Period 4'", () => {
    const live = { status: "STATUS_IN_PROGRESS", clock: "2:10" };
    expect(gameStatusDisplay(buildGame({ ...live, quarter: 4 }), NOW, ET).label).toBe("Q4");
    expect(gameStatusDisplay(buildGame({ ...live, quarter: 5 }), NOW, ET).label).toBe("OT");
    expect(gameStatusDisplay(buildGame({ ...live, quarter: 6 }), NOW, ET).label).toBe("2OT");
    const hockey = { ...live, league: "nhl" };
    expect(gameStatusDisplay(buildGame({ ...hockey, period: 4 }), NOW, ET).label).toBe("OT");
    expect(gameStatusDisplay(buildGame({ ...hockey, period: 6 }), NOW, ET).label).toBe("3OT");
  });

  it.each([
    ["mlb", { period: 4, clock: null, statusDetail: "Top 4th" }, "Top 4th"],
    [
      "ncaambb",
      { period: 2, clock: "12:34", statusDetail: "12:34 - 2nd Half" },
      "12:34 - 2nd Half",
    ],
    ["mls", { period: 2, clock: "76'", statusDetail: "76'" }, "76'"],
  ])(
    "says 'Live' with the feed's words where %s's period is an inning or a half",
    (league, g, shown) => {
      const game = buildGame({ status: "STATUS_IN_PROGRESS", state: "in", league, ...g });
      expect(gameStatusDisplay(game, NOW, ET)).toMatchObject({ label: "Live", clock: shown });
    },
  );

  it("labels a game with neither 'Live' and leaves the clock out when there is none", () => {
    const display = gameStatusDisplay(buildGame({ status: "active", clock: "" }), NOW, ET);
    expect(display.label).toBe("Live");
    expect(display).not.toHaveProperty("clock");
  });

  it("keeps a game at halftime live because its state is 'in'", () => {
    const game = buildGame({ status: "STATUS_HALFTIME", state: "in", quarter: 2, period: 2 });
    expect(gameStatusDisplay(game, NOW, ET)).toMatchObject({ kind: "live", label: "Q2" });
  });

  it.each([
    ["STATUS_HALFTIME", "Halftime"],
    ["STATUS_END_PERIOD", "End of 1st"],
  ])("shows a break's words (%s) instead of a stopped clock (browser QA)", (status, words) => {
    const game = buildGame({
      status,
      state: "in",
      quarter: 2,
      period: 2,
      clock: "0:00",
      statusDetail: words,
    });
    expect(gameStatusDisplay(game, NOW, ET)).toMatchObject({ label: "Q2", clock: words });
  });
});

describe("gameStatusDisplay — scheduled", () => {
  it("shows 'Scheduled' with the status detail and a countdown to the start", () => {
    const game = buildGame({ statusDetail: "12/15 - 8:20 PM EST" });
    expect(gameStatusDisplay(game, NOW, ET)).toEqual({
      kind: "scheduled",
      label: "Scheduled",
      detail: "12/15 - 8:20 PM EST",
      dateText: "Sun, Dec 15 · 8:20 PM",
      countdown: "5h 20m",
    });
  });

  it("uses the date and time as the detail when there is no status detail", () => {
    expect(gameStatusDisplay(buildGame(), NOW, ET).detail).toBe("Sun, Dec 15 · 8:20 PM");
  });

  it("treats an unknown status such as postponed as scheduled, without a countdown once past", () => {
    const game = buildGame({
      status: "STATUS_POSTPONED",
      state: "post",
      statusDetail: "Postponed",
    });
    const display = gameStatusDisplay(game, new Date("2024-12-16T03:00:00Z"), ET);
    expect(display).toMatchObject({ kind: "scheduled", label: "Scheduled", detail: "Postponed" });
    expect(display.countdown).toBeUndefined();
  });

  it("counts down in seconds in the last minute", () => {
    const display = gameStatusDisplay(buildGame(), new Date("2024-12-16T01:19:18Z"), ET);
    expect(display.countdown).toBe("42s");
  });

  it("has no countdown and no date text when the start is unknown", () => {
    const display = gameStatusDisplay(buildGame({ startTime: null, date: null }), NOW, ET);
    expect(display).toMatchObject({ dateText: "", detail: "" });
    expect(display.countdown).toBeUndefined();
  });
});
