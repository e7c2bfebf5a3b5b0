import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Game } from "@huddle/contracts/sports";
import { createGameFinals } from "./game-finals.ts";
import { buildScheduledGame } from "./simulator/testing/build-scheduled-game.ts";

const scheduled = buildScheduledGame("nhl");
const final: Game = { ...scheduled, id: "sim1", state: "post", status: "STATUS_FINAL" };
const canceled: Game = { ...scheduled, id: "sim2", state: "post", status: "STATUS_CANCELED" };

describe("game finals feed", () => {
  it("hands listeners the finished games only, and keeps going when one listener fails", async () => {
    const finals = createGameFinals(pino({ level: "silent" }));
    const seen: string[][] = [];
    finals.subscribe(async () => {
      throw new Error("listener down");
    });
    finals.subscribe(async (games) => void seen.push(games.map((g) => g.id)));

    await finals.publish([scheduled, final, canceled]);
    await finals.publish([scheduled]);

    expect(seen).toEqual([["sim1"]]);
  });
});
