import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSpoilerQueue, type SpoilerQueue } from "./spoiler-queue";

describe("createSpoilerQueue", () => {
  let seen: string[];
  let queue: SpoilerQueue;
  const event = (name: string, extra: { messageId?: string; followsMessageId?: string } = {}) => ({
    apply: () => seen.push(name),
    ...extra,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    queue = createSpoilerQueue(30_000);
  });
  afterEach(() => vi.useRealTimers());

  it("releases each event once it is delayMs old, in arrival order", () => {
    queue.push(event("score"));
    vi.advanceTimersByTime(10_000);
    queue.push(event("message", { messageId: "m1" }));
    vi.advanceTimersByTime(19_999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["score"]);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(["score", "message"]);
  });

  it("applies at once with no delay and nothing queued", () => {
    queue = createSpoilerQueue(0);
    queue.push(event("message"));
    expect(seen).toEqual(["message"]);
  });

  it("applies a follow-up of a released message at once", () => {
    queue.push(event("m1", { messageId: "m1" }));
    vi.advanceTimersByTime(30_000);
    queue.push(event("later", { messageId: "m2" }));
    queue.push(event("edit m1", { followsMessageId: "m1" }));
    expect(seen).toEqual(["m1", "edit m1"]);
  });

  it("queues a follow-up of a queued message behind it", () => {
    queue.push(event("m1", { messageId: "m1" }));
    vi.advanceTimersByTime(5_000);
    queue.push(event("delete m1", { followsMessageId: "m1" }));
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(25_000);
    expect(seen).toEqual(["m1"]);
    vi.advanceTimersByTime(5_000);
    expect(seen).toEqual(["m1", "delete m1"]);
  });

  it("re-evaluates when the delay shrinks or grows", () => {
    queue.push(event("a"));
    vi.advanceTimersByTime(10_000);
    queue.push(event("b"));
    vi.advanceTimersByTime(5_000);
    queue.setDelay(12_000);
    expect(seen).toEqual(["a"]);
    queue.setDelay(60_000);
    // b arrived at 10 s and is due at 70 s; it is 15 s now.
    vi.advanceTimersByTime(54_999);
    expect(seen).toEqual(["a"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["a", "b"]);
  });

  it("flushes everything in order when the delay is set to 0", () => {
    queue.push(event("a", { messageId: "a" }));
    queue.push(event("edit a", { followsMessageId: "a" }));
    queue.push(event("b"));
    queue.setDelay(0);
    expect(seen).toEqual(["a", "edit a", "b"]);
  });

  it("keeps order when the delay drops to 0: a new event waits behind queued ones", () => {
    queue.push(event("a"));
    queue.flush();
    queue.push(event("b"));
    expect(seen).toEqual(["a", "b"]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
