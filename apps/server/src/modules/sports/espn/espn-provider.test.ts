import { describe, expect, it } from "vitest";
import { createEspnProvider } from "./espn-provider.ts";
import { createFakeEspnFetch, type FakeAnswer } from "./testing/fake-espn-fetch.ts";
import { readEspnCapture } from "./testing/read-espn-capture.ts";

const NHL_LIVE = readEspnCapture("nhl-scoreboard-in-progress.reserialized.json") as {
  events: Array<{ competitions: Array<{ competitors: Array<{ score: string }> }> }>;
};
const NBA_FINAL = readEspnCapture("nba-scoreboard-final.json") as { events: unknown[] };

function setup(respond: (url: string) => FakeAnswer) {
  let now = 1_000_000;
  const warnings: object[] = [];
  const fake = createFakeEspnFetch(respond);
  const provider = createEspnProvider({
    fetch: fake.fetch,
    now: () => now,
    logger: { warn: (context) => warnings.push(context) },
    leagues: ["nhl"],
    baseBackoffMs: 1_000,
    maxBackoffMs: 8_000,
  });
  return { provider, fake, warnings, advance: (ms: number) => (now += ms) };
}

describe("ESPN provider", () => {
  it("polls each league's scoreboard once and serves the mapped games", async () => {
    const fake = createFakeEspnFetch((url) => ({
      body: url.includes("/nba/") ? NBA_FINAL : { events: [] },
    }));
    const provider = createEspnProvider({
      fetch: fake.fetch,
      now: () => 0,
      logger: { warn: () => {} },
    });
    const update = await provider.refresh();
    expect(fake.calls).toHaveLength(7);
    expect(provider.games("nba")).toHaveLength(NBA_FINAL.events.length);
    expect(update.changed).toHaveLength(NBA_FINAL.events.length);
    expect(update.events).toEqual([]);
  });

  it("keeps the last good data through network failures and backs off exponentially", async () => {
    let failing = false;
    const { provider, fake, warnings, advance } = setup(() =>
      failing ? new Error("ECONNRESET") : { body: NHL_LIVE },
    );
    await provider.refresh();
    expect(provider.games()).toHaveLength(1);

    failing = true;
    const pollTimes: number[] = [];
    for (let second = 0; second <= 60; second += 1) {
      advance(1_000);
      const before = fake.calls.length;
      await provider.refresh();
      if (fake.calls.length > before) pollTimes.push(second);
      expect(provider.games()).toHaveLength(1);
    }
    // live interval 30 s, then retries after 1, 2, 4, 8, 8 s (capped).
    expect(pollTimes.slice(0, 6)).toEqual([29, 30, 32, 36, 44, 52]);
    expect(warnings[0]).toMatchObject({ league: "nhl", failures: 1, retryInMs: 1_000 });
    expect(provider.health().nhl).toMatchObject({ failures: 7 });

    failing = false;
    advance(8_000);
    await provider.refresh();
    expect(provider.health().nhl).toMatchObject({ failures: 0 });
  });

  it("treats an HTTP error or a body that is not a scoreboard as a failure", async () => {
    let answer: FakeAnswer = { body: NHL_LIVE };
    const { provider, advance } = setup(() => answer);
    await provider.refresh();
    answer = { status: 503 };
    advance(30_000);
    await provider.refresh();
    answer = { body: { message: "maintenance" } };
    advance(1_000);
    await provider.refresh();
    expect(provider.health().nhl).toMatchObject({ failures: 2 });
    expect(provider.games()[0]?.id).toBe("401777455");
  });

  it("reports a goal between two polls as a changed game and a score event", async () => {
    const later = structuredClone(NHL_LIVE);
    later.events[0]!.competitions[0]!.competitors[0]!.score = "3";
    let body: unknown = NHL_LIVE;
    const { provider, advance } = setup(() => ({ body }));
    await provider.refresh();
    body = later;
    advance(30_000);
    const update = await provider.refresh();
    expect(update.changed.map((g) => g.homeTeam.score)).toEqual([3]);
    expect(update.events.map((e) => e.text)).toEqual(["GOAL — EDM 3, FLA 3 · P3 18:27"]);
  });
});
