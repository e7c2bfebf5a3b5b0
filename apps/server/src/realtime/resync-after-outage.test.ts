import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { resyncAfterRedisOutage } from "./resync-after-outage.ts";

describe("resyncAfterRedisOutage", () => {
  it("asks this node's sockets to catch up once Redis is back, not at the first connect", async () => {
    const redis = new EventEmitter();
    const emit = vi.fn();
    const heard = vi.fn();
    resyncAfterRedisOutage(redis, { local: { emit } })(heard);

    redis.emit("ready");
    expect(emit).not.toHaveBeenCalled();

    redis.emit("close");
    redis.emit("close");
    redis.emit("ready");
    expect(heard).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(emit).toHaveBeenCalledOnce());
    expect(emit).toHaveBeenCalledWith("resync");

    redis.emit("ready");
    expect(emit).toHaveBeenCalledOnce();
  });

  it("tells the sockets only once the node's modules are done (presence counted again)", async () => {
    const redis = new EventEmitter();
    const emit = vi.fn();
    let finishRestore: () => void = () => {};
    resyncAfterRedisOutage(redis, { local: { emit } })(
      () => new Promise<void>((resolve) => (finishRestore = resolve)),
    );
    redis.emit("close");
    redis.emit("ready");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(emit).not.toHaveBeenCalled();
    finishRestore();
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith("resync"));
  });
});
