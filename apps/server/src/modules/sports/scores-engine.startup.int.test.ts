import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const systemMessages = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.type, "system"))
  )[0]?.n ?? 0;

describe("a scorer starting up", () => {
  it("stores the games as they stand without replaying their past plays into the rooms", async () => {
    const first = await t.app.scores.tick();
    // Games of the last two days, some live, some over: plenty of plays already happened.
    expect(first.changed).toBeGreaterThan(10);
    expect(first.events).toBe(0);
    expect(await systemMessages()).toBe(0);

    t.clock.advance(3 * 60 * 60_000);
    const later = await t.app.scores.tick();
    expect(later.events).toBeGreaterThan(0);
    // Each event goes to its game room and both sideline rooms.
    expect(await systemMessages()).toBe(later.events * 3);
  });
});
