import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ReactionEmoji } from "@huddle/contracts/reactions";
import { messages } from "./messages.ts";
import { users } from "./users.ts";

/** Issue 15 §1: one fan's reaction (one emoji) on one message; toggling deletes the row. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text("emoji").$type<ReactionEmoji>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.emoji, t.userId] }),
    index("message_reactions_user_idx").on(t.userId, t.messageId),
  ],
);
