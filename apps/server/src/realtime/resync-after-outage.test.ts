import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { resyncAfterRedisOutage } from "./resync-after-outage.ts";

describe("resyncAfterRedisOutage", () => {
  it("asks this node's sockets to catch up once Redis is back, not at the first connect", () => {
    const redis = new EventEmitter();
    const emit = vi.fn();
    const heard = vi.fn();
    resyncAfterRedisOutage(redis, { local: { emit } })(heard);

    redis.emit("ready");
    expect(emit).not.toHaveBeenCalled();

    redis.emit("close");
    redis.emit("close");
    redis.emit("ready");
    expect(emit).toHaveBeenCalledOnce();
    expect(emit).toHaveBeenCalledWith("resync");
    expect(heard).toHaveBeenCalledOnce();

    redis.emit("ready");
    expect(emit).toHaveBeenCalledOnce();
  });
});
