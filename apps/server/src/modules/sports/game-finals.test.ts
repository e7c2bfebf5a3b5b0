import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { isFinal } from "./game-finals.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";

const scheduled = buildScheduledGame("nhl");
const final: Game = { ...scheduled, id: "sim1", state: "post", status: "STATUS_FINAL" };
const canceled: Game = { ...scheduled, id: "sim2", state: "post", status: "STATUS_CANCELED" };

describe("isFinal (what the scores engine publishes as sports.game-finals)", () => {
  it("is true for a finished game only, not a scheduled or a canceled one", () => {
    expect([scheduled, final, canceled].filter(isFinal).map((g) => g.id)).toEqual(["sim1"]);
  });
});
