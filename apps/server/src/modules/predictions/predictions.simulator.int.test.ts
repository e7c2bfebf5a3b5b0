import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GamePredictions } from "@huddle/contracts/predictions";
import type { Game } from "@huddle/contracts/sports";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";

const MINUTE = 60_000;
const SIM_SPEED = 100;

let t: TestApp;
let fans: ApiCall[];

beforeAll(async () => {
  // The clock jumps to the game's start: sign-ins must outlive the jump.
  t = await buildTestApp({
    SIM_SPEED: String(SIM_SPEED),
    ACCESS_TOKEN_TTL: "2d",
    E2E_TEST_HOOKS: "true",
  });
  fans = [
    (await signedInUser(t.app, t.database)).call,
    (await signedInUser(t.app, t.database)).call,
  ];
});
afterAll(async () => t.close());

describe("predictions settled by the simulator at high SIM_SPEED", () => {
  it("plays an upcoming game to its final and settles both fans' winner picks once", async () => {
    await t.app.scores.tick();
    const upcoming: Game[] = (await fans[0]!("GET", "/api/sports/games?status=scheduled"))
      .json()
      .games.filter((g: Game) => g.state === "pre")
      .sort((a: Game, b: Game) => Date.parse(a.startTime) - Date.parse(b.startTime));
    const game = upcoming[0]!;
    expect(game).toBeDefined();

    const winnerOf = async (call: ApiCall, choice: "home" | "away") => {
      const res = await call("PUT", `/api/predictions/games/${game.id}/picks`, {
        question: "winner",
        choice,
      });
      expect(res.statusCode).toBe(200);
    };
    await winnerOf(fans[0]!, "home");
    await winnerOf(fans[1]!, "away");

    // Ten real minutes are over sixteen hours of play at this speed: any game is over, and the
    // provider reschedules only every 30 minutes, so it still tracks this one.
    t.clock.advance(Date.parse(game.startTime) - t.clock.now().getTime() + 10 * MINUTE);
    await t.app.scores.tick();

    const stored = (await fans[0]!("GET", `/api/sports/simple-boxscore?game=${game.id}`)).json()
      .game as Game;
    expect(stored).toMatchObject({ state: "post", status: "STATUS_FINAL" });
    const predictions: GamePredictions = (
      await fans[0]!("GET", `/api/predictions/games/${game.id}`)
    ).json().predictions;
    const winner = predictions.questions.find((q) => q.question === "winner")!;
    const home = stored.homeTeam.score!;
    const away = stored.awayTeam.score!;
    const expected =
      home > away ? "home" : away > home ? "away" : game.league === "mls" ? "draw" : "void";
    expect(predictions.settled).toBe(true);
    expect(winner.outcome).toBe(expected);
    expect(winner.myPickCorrect).toBe(expected === "void" ? null : expected === "home");

    await t.app.scores.tick();
    const messages = (await fans[1]!("GET", `/api/chat/rooms/game-${game.id}/messages`)).json()
      .messages as { text: string; type: string }[];
    const results = messages.filter((m) => m.text.startsWith("PREDICTIONS"));
    expect(results).toHaveLength(1);
    expect(results[0]!.type).toBe("system");
  });

  it("plays a game out on the e2e test hook, and the next round settles it like any final", async () => {
    const upcoming: Game[] = (await fans[0]!("GET", "/api/sports/games?status=scheduled"))
      .json()
      .games.filter((g: Game) => g.state === "pre");
    const game = upcoming.at(-1)!;
    const pickRes = await fans[0]!("PUT", `/api/predictions/games/${game.id}/picks`, {
      question: "winner",
      choice: "away",
    });
    expect(pickRes.statusCode).toBe(200);

    const hook = await t.app.inject({
      method: "POST",
      url: "/api/test-hooks/simulator/play-out",
      payload: { gameId: game.id },
    });
    expect(hook.statusCode).toBe(200);
    await t.app.scores.tick();

    const predictions: GamePredictions = (
      await fans[0]!("GET", `/api/predictions/games/${game.id}`)
    ).json().predictions;
    expect(predictions.settled).toBe(true);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/test-hooks/simulator/play-out",
      payload: { gameId: game.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it("kicks a scheduled game off on the e2e test hook: the next round reports it live", async () => {
    const upcoming: Game[] = (await fans[0]!("GET", "/api/sports/games?status=scheduled"))
      .json()
      .games.filter((g: Game) => g.state === "pre");
    const game = upcoming[0]!;
    const kickOff = (gameId: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/test-hooks/simulator/kick-off",
        payload: { gameId },
      });
    expect((await kickOff(game.id)).statusCode).toBe(200);
    await t.app.scores.tick();

    const live: Game[] = (await fans[0]!("GET", "/api/sports/games?status=live")).json().games;
    expect(live.find((g) => g.id === game.id)?.state).toBe("in");
    expect((await kickOff(game.id)).statusCode).toBe(404);
  });
});
