import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";
import { createUser } from "../../test/factories.ts";
import { TestClock } from "../../test/test-clock.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createMessagesRepository } from "./messages.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("messages repository", () => {
  it("stores sends that queue behind an insert as one batch, in order, each answered", async () => {
    const repo = createMessagesRepository(database);
    const user = await createUser(database);
    const roomSlug = "team-4242";
    const texts = ["one", "two", "three", "four", "five"];
    // Issued together: the first goes alone, the other four queue and go out as one batch.
    const rows = await Promise.all(
      texts.map((text) => repo.insert({ roomSlug, userId: user.id, text })),
    );
    expect(rows.map((r) => r.text)).toEqual(texts);
    expect(new Set(rows.map((r) => r.id)).size).toBe(5);

    const { records, total } = await repo.listRoom(roomSlug, 10, 0);
    expect(total).toBe(5);
    expect(records.map((r) => r.message.text)).toEqual([...texts].reverse());
    // One sequence, so catch-up after any one of them returns exactly the later ones.
    const after = await repo.listRoomAfter(roomSlug, rows[1]!.id, 10);
    expect(after?.map((r) => r.message.text)).toEqual(["three", "four", "five"]);
  });

  it("answers each insert with the row exactly as the database holds it", async () => {
    const repo = createMessagesRepository(database);
    const user = await createUser(database);
    const roomSlug = "game-401";
    const plain = await repo.insert({ roomSlug, userId: user.id, text: `it's "on" {now} \\o/` });
    const parent = await repo.insert({
      roomSlug,
      userId: null,
      text: "Touchdown",
      type: "system",
      moderationStatus: "flagged",
      toxicityScore: 0.25,
      gameMoment: {
        label: "Q2 07:41",
        period: 2,
        clock: "07:41",
        homeScore: 14,
        awayScore: 7,
        state: "in",
      },
    });
    const reply = await repo.insert({
      roomSlug,
      userId: user.id,
      text: "what a play",
      parentMessageId: parent.id,
    });
    for (const row of [plain, parent, reply]) {
      const [stored] = await database.db.select().from(messages).where(eq(messages.id, row.id));
      expect(row).toEqual(stored);
    }
    expect(plain).toMatchObject({ type: "normal", moderationStatus: "visible", isEdited: false });
    expect(typeof plain.seq).toBe("number");
  });

  it("orders by the database's sequence, whatever the clocks of the writers say", async () => {
    const ahead = new TestClock();
    ahead.advance(60_000);
    const nodeA = createMessagesRepository(database, ahead);
    const nodeB = createMessagesRepository(database, new TestClock());
    const user = await createUser(database);
    const roomSlug = "team-4444";
    const rows = [];
    for (const [repo, text] of [
      [nodeA, "A1"],
      [nodeB, "B1"],
      [nodeA, "A2"],
      [nodeB, "B2"],
    ] as const) {
      rows.push(await repo.insert({ roomSlug, userId: user.id, text }));
    }
    // The time shown is the writer's, so B's later messages carry earlier times than A1.
    expect(rows[1]!.createdAt.getTime()).toBeLessThan(rows[0]!.createdAt.getTime());
    expect(rows.map((r) => r.seq)).toEqual([...rows.map((r) => r.seq)].sort((x, y) => x - y));

    const { records } = await nodeB.listRoom(roomSlug, 10, 0);
    expect(records.map((r) => r.message.text)).toEqual(["B2", "A2", "B1", "A1"]);
    const after = await nodeA.listRoomAfter(roomSlug, rows[0]!.id, 10);
    expect(after?.map((r) => r.message.text)).toEqual(["B1", "A2", "B2"]);
    expect(await nodeA.listRoomAfter(roomSlug, rows[3]!.id, 10)).toEqual([]);
  });

  it("fails only the send whose row cannot be stored", async () => {
    const repo = createMessagesRepository(database);
    const user = await createUser(database);
    const roomSlug = "team-4343";
    const [first, good, bad] = await Promise.allSettled([
      repo.insert({ roomSlug, userId: user.id, text: "first" }),
      repo.insert({ roomSlug, userId: user.id, text: "good" }),
      repo.insert({
        roomSlug,
        userId: user.id,
        text: "reply to nothing",
        parentMessageId: "00000000-0000-4000-8000-000000000000",
      }),
    ]);
    expect(first.status).toBe("fulfilled");
    expect(good.status).toBe("fulfilled");
    expect(bad.status).toBe("rejected");
    const { records } = await repo.listRoom(roomSlug, 10, 0);
    expect(records.map((r) => r.message.text)).toEqual(["good", "first"]);
  });
});
