import type { Db } from "../../db/client.ts";
import { createMessagesRepository, type MessageRecord } from "./messages.repository.ts";

/** The chat slice's public look-ups (issue 10 §1): staff tools re-read a message through it. */
export function createChatQueries(db: Db) {
  const messages = createMessagesRepository(db);
  return {
    /** A live (not deleted) message as the room shows it, with its author and parent. */
    findRecord: (id: string): Promise<MessageRecord | undefined> => messages.findRecord(id),
  };
}

export type ChatQueries = ReturnType<typeof createChatQueries>;
