import type { Database } from "../../db/client.ts";
import { createAuthorActivityRepository } from "./author-activity.repository.ts";
import {
  createMessagesRepository,
  type MessagePlacement,
  type MessageRecord,
} from "./messages.repository.ts";

/**
 * The chat slice's public look-ups (issue 10 §1): staff tools re-read a message, profiles count
 * what their owner posted.
 */
export function createChatQueries(database: Pick<Database, "db" | "prepare">) {
  const messages = createMessagesRepository(database);
  const authors = createAuthorActivityRepository(database.db);
  return {
    /** A live (not deleted) message as the room shows it, with its author and parent. */
    findRecord: (id: string): Promise<MessageRecord | undefined> => messages.findRecord(id),
    /** A live message's room, author and status, without its joins (reactions). */
    findPlacement: (id: string): Promise<MessagePlacement | undefined> =>
      messages.findPlacement(id),
    /** Live messages the user posted, and the distinct rooms they posted in. */
    authorActivity: (userId: string): Promise<{ messageCount: number; roomCount: number }> =>
      authors.activity(userId),
  };
}

export type ChatQueries = ReturnType<typeof createChatQueries>;
