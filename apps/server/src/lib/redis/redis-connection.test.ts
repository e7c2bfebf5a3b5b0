import { afterEach, describe, expect, it } from "vitest";
import type { Redis } from "ioredis";
import { connectRedis } from "./redis-connection.ts";

describe("connectRedis", () => {
  const clients: Redis[] = [];
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });

  it("hands connection errors of the client and of its duplicates to the listener", async () => {
    const errors: Error[] = [];
    // Port 1 refuses at once: an outage without waiting for a timeout.
    const client = connectRedis("redis://127.0.0.1:1", (error) => errors.push(error));
    const copy = client.duplicate();
    clients.push(client, copy);

    expect(copy.listenerCount("error")).toBe(1);
    expect(copy.duplicate().listenerCount("error")).toBe(1);
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    expect(errors[0]?.message).toMatch(/ECONNREFUSED/);
  });
});
