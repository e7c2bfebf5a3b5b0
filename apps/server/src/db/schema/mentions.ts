import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { RoomNotificationLevel } from "@huddle/contracts/mentions";
import { messages } from "./messages.ts";
import { users } from "./users.ts";

/** Issue 15 §1: an in-app mention notification; unread until `read_at`. */
export const mentionNotifications = pgTable(
  "mention_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mention_notifications_user_message_idx").on(t.userId, t.messageId),
    index("mention_notifications_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Issue 15 §1: what a room may notify one fan of; no row means the default ('all'). */
export const roomNotificationLevels = pgTable(
  "room_notification_levels",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roomSlug: text("room_slug").notNull(),
    level: text("level").$type<RoomNotificationLevel>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomSlug] })],
);
