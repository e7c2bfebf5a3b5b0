import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReactionsUpdated, ReactionUpdated } from "@huddle/contracts/reactions";
import { createReactionBroadcasts, reactionWindowMs } from "./reaction-broadcasts.ts";

const update = (roomSlug: string, count: number): ReactionUpdated => ({
  messageId: "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f",
  roomSlug,
  emoji: "🔥",
  count,
  reactors: [],
  actorId: "0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
  added: true,
});

describe("reaction broadcasts", () => {
  let sent: ReactionsUpdated[];
  let broadcasts: ReturnType<typeof createReactionBroadcasts>;
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    broadcasts = createReactionBroadcasts(
      (batch) => sent.push(batch),
      (roomSlug) => (roomSlug === "big" ? 1_000 : 250),
    );
  });
  afterEach(() => vi.useRealTimers());

  const counts = () => sent.map((b) => [b.roomSlug, b.updates.map((u) => u.count)]);

  it("sends a room's first toggle at once and the next ones together at the window's end", () => {
    broadcasts.add(update("a", 1));
    expect(counts()).toEqual([["a", [1]]]);
    broadcasts.add(update("a", 2));
    broadcasts.add(update("b", 1));
    broadcasts.add(update("a", 3));
    expect(counts()).toEqual([
      ["a", [1]],
      ["b", [1]],
    ]);
    vi.advanceTimersByTime(249);
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(counts()).toEqual([
      ["a", [1]],
      ["b", [1]],
      ["a", [2, 3]],
    ]);
  });

  it("keeps one window open while toggles keep coming, and is immediate again once quiet", () => {
    broadcasts.add(update("a", 1));
    vi.advanceTimersByTime(100);
    broadcasts.add(update("a", 2));
    vi.advanceTimersByTime(150);
    broadcasts.add(update("a", 3));
    // The batch of 2 opened a new window: 3 waits for its end.
    expect(counts()).toEqual([
      ["a", [1]],
      ["a", [2]],
    ]);
    vi.advanceTimersByTime(250);
    expect(counts().at(-1)).toEqual(["a", [3]]);
    vi.advanceTimersByTime(250);
    broadcasts.add(update("a", 4));
    expect(counts().at(-1)).toEqual(["a", [4]]);
  });

  it("sends what waits when flushed, and nothing after", () => {
    broadcasts.add(update("a", 1));
    broadcasts.add(update("a", 2));
    broadcasts.flush();
    expect(counts()).toEqual([
      ["a", [1]],
      ["a", [2]],
    ]);
    vi.advanceTimersByTime(1_000);
    expect(sent).toHaveLength(2);
  });

  it("holds a big room's toggles for that room's own, longer window", () => {
    broadcasts.add(update("big", 1));
    broadcasts.add(update("a", 1));
    broadcasts.add(update("big", 2));
    broadcasts.add(update("a", 2));
    vi.advanceTimersByTime(250);
    expect(counts()).toEqual([
      ["big", [1]],
      ["a", [1]],
      ["a", [2]],
    ]);
    vi.advanceTimersByTime(750);
    expect(counts().at(-1)).toEqual(["big", [2]]);
  });
});

describe("a room's reaction window", () => {
  it("is the base window up to 250 sockets, grows with the audience, and stops at a second", () => {
    expect([0, 1, 250].map(reactionWindowMs)).toEqual([250, 250, 250]);
    expect([500, 750].map(reactionWindowMs)).toEqual([500, 750]);
    expect([1_000, 5_000, 100_000].map(reactionWindowMs)).toEqual([1_000, 1_000, 1_000]);
  });
});
