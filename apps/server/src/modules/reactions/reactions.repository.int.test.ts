import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createMessagesRepository } from "../chat/messages.repository.ts";
import { createReactionsRepository, type ToggleOutcome } from "./reactions.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** An outcome as [visible, added, "emoji count reactors reacted" per emoji]. */
const brief = (o: ToggleOutcome) => [
  o.visible,
  o.added,
  o.reactions.map((r) => `${r.emoji} ${r.count} ${r.reactors.join(",")} ${r.reacted}`),
];

describe("reactions repository", () => {
  it("writes toggles made together as one batch, each answered as of the batch", async () => {
    const repo = createReactionsRepository(database);
    const chat = createMessagesRepository(database);
    const [a, b, c] = [
      await createUser(database, { username: "ann" }),
      await createUser(database, { username: "bob" }),
      await createUser(database, { username: "cal" }),
    ];
    const post = (text: string) => chat.insert({ roomSlug: "team-4545", userId: a.id, text });
    const [m1, m2, gone] = [await post("one"), await post("two"), await post("gone")];
    await database.db
      .update(messages)
      .set({ deletedAt: new Date() })
      .where(eq(messages.id, gone.id));

    // Issued together: one statement, each answered with its message as the batch left it.
    const round = await Promise.all([
      repo.toggle(m1.id, a.id, "👍"),
      repo.toggle(m1.id, b.id, "👍"),
      repo.toggle(m1.id, c.id, "🔥"),
      repo.toggle(m2.id, a.id, "🔥"),
      repo.toggle(gone.id, b.id, "👍"),
    ]);
    expect(round.map(brief)).toEqual([
      [true, true, ["👍 2 ann,bob true", "🔥 1 cal false"]],
      [true, true, ["👍 2 ann,bob true", "🔥 1 cal false"]],
      [true, true, ["👍 2 ann,bob false", "🔥 1 cal true"]],
      [true, true, ["🔥 1 ann true"]],
      [false, false, []],
    ]);

    // A double tap queued in one batch flips twice, in order.
    const taps = await Promise.all([
      repo.toggle(m1.id, c.id, "🔥"),
      repo.toggle(m1.id, b.id, "👍"),
      repo.toggle(m1.id, b.id, "👍"),
    ]);
    expect(taps.map(brief)).toEqual([
      [true, false, ["👍 2 ann,bob false"]],
      [true, false, ["👍 1 ann false"]],
      [true, true, ["👍 2 ann,bob true"]],
    ]);
    expect(
      (await repo.summaries([m1.id, m2.id, gone.id])).map((r) => `${r.emoji} ${r.count}`),
    ).toEqual(expect.arrayContaining(["👍 2", "🔥 1"]));
  });
});
