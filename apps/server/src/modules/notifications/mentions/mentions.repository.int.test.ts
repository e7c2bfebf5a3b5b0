import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { mentionNotifications } from "../../../db/schema.ts";
import { createUser } from "../../../test/factories.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { createMessagesRepository } from "../../chat/messages.repository.ts";
import { createMentionsRepository } from "./mentions.repository.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("mentions repository", () => {
  it("records mentions made together as one batch, each answered, a repeat once", async () => {
    const repo = createMentionsRepository(database);
    const author = await createUser(database);
    const fans = await Promise.all([1, 2, 3, 4].map(() => createUser(database)));
    const message = await createMessagesRepository(database).insert({
      roomSlug: "team-4343",
      userId: author.id,
      text: "hi all",
    });
    const at = new Date();
    // Issued together: one statement, the repeated fan among them.
    const ids = await Promise.all(
      [...fans, fans[1]!].map((fan) => repo.insert(fan.id, message.id, at)),
    );
    expect(ids.slice(0, 4).every((id) => typeof id === "string")).toBe(true);
    expect(new Set(ids.slice(0, 4)).size).toBe(4);
    expect(ids[4]).toBeNull();

    const stored = await database.db
      .select()
      .from(mentionNotifications)
      .where(eq(mentionNotifications.messageId, message.id));
    expect(new Map(stored.map((row) => [row.userId, row.id]))).toEqual(
      new Map(fans.map((fan, i) => [fan.id, ids[i]])),
    );
    expect(await repo.insert(fans[0]!.id, message.id, at)).toBeNull();
  });
});
