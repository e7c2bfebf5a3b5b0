import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { GameMoment } from "@huddle/contracts/chat";
import { users } from "./users.ts";

export const messageTypeEnum = pgEnum("message_type", ["system", "announcement", "normal"]);
export const messageModerationStatusEnum = pgEnum("message_moderation_status", [
  "visible",
  "quarantined",
  "flagged",
]);

/**
 * Chat messages of every room, keyed by the room's canonical slug. Deletion is soft so moderators
 * keep the record; readers never see deleted rows. `seq` is the one global order (history pages,
 * catch-up); `created_at` is the time shown and the one time windows (digests) read.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Taken from a database sequence at insert, so every node agrees on the order. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
    roomSlug: text("room_slug").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    type: messageTypeEnum("type").notNull().default("normal"),
    parentMessageId: uuid("parent_message_id").references((): AnyPgColumn => messages.id, {
      onDelete: "set null",
    }),
    isEdited: boolean("is_edited").notNull().default(false),
    moderationStatus: messageModerationStatusEnum("moderation_status").notNull().default("visible"),
    toxicityScore: real("toxicity_score"),
    /** In game and sideline rooms: the game's moment when the message was posted. */
    gameMoment: jsonb("game_moment").$type<GameMoment>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    deletedBy: uuid("deleted_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when staff decided on the message (approved, allowed, published from an appeal). */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("messages_room_seq_idx").on(t.roomSlug, t.seq),
    index("messages_room_created_idx").on(t.roomSlug, t.createdAt),
    index("messages_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export type MessageRow = typeof messages.$inferSelect;
