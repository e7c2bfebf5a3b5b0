import { afterEach, describe, expect, it, vi } from "vitest";
import { handleDroppedPublishes } from "./adapter-publishes.ts";

const unhandled = vi.fn();

afterEach(() => {
  process.off("unhandledRejection", unhandled);
  unhandled.mockReset();
});

/**
 * A client whose Redis is gone. A plain function, not `vi.fn`: a spy watches the promises it
 * returns, which would count as handling them.
 */
function redisDown() {
  const calls: unknown[][] = [];
  return {
    calls,
    publish: (...args: unknown[]): Promise<number> => {
      calls.push(args);
      return Promise.reject(new Error("Command timed out"));
    },
  };
}

/** Two turns of the event loop: long enough for Node to report an unhandled rejection. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("handleDroppedPublishes", () => {
  it("leaves no rejection unhandled when the adapter drops a failed publish", async () => {
    const redis = redisDown();
    handleDroppedPublishes(redis);
    process.on("unhandledRejection", unhandled);

    void redis.publish("socket.io#/#", Buffer.from("fetch-sockets request"));
    await settle();

    expect(unhandled).not.toHaveBeenCalled();
  });

  it("still fails for a caller that waits, with the arguments passed through", async () => {
    const redis = redisDown();
    handleDroppedPublishes(redis);

    await expect(redis.publish("channel", Buffer.from("answer"))).rejects.toThrow(
      "Command timed out",
    );
    expect(redis.calls).toEqual([["channel", Buffer.from("answer")]]);
  });
});
