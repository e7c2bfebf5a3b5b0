import { describe, expect, it } from "vitest";
import { enqueueAction, replayableActions, type QueuedAction } from "./offline-queue";

const action = (n: number, queuedAt = 0): QueuedAction => ({
  event: "leave-room",
  payload: { roomSlug: `room-${n}` },
  queuedAt,
});

describe("offline queue", () => {
  it("keeps up to 100 entries untouched", () => {
    let queue: QueuedAction[] = [];
    for (let n = 1; n <= 100; n++) queue = enqueueAction(queue, action(n));
    expect(queue).toHaveLength(100);
    expect(queue[0]).toEqual(action(1));
  });

  it("trims to the last 50 once the 101st entry arrives", () => {
    let queue: QueuedAction[] = [];
    for (let n = 1; n <= 101; n++) queue = enqueueAction(queue, action(n));
    expect(queue).toHaveLength(50);
    expect(queue[0]).toEqual(action(52));
    expect(queue.at(-1)).toEqual(action(101));
  });

  it("replays entries up to 60 s old and drops older ones", () => {
    const now = 100_000;
    const queue = [action(1, now - 60_001), action(2, now - 60_000), action(3, now - 1)];
    expect(replayableActions(queue, now).map((a) => a.payload)).toEqual([
      { roomSlug: "room-2" },
      { roomSlug: "room-3" },
    ]);
  });
});
