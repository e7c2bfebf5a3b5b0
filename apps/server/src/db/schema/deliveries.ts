import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * What the delivery engine already sent: one row per (user, kind, key), e.g. a digest for one
 * period or a game-start alert for one game. Jobs insert first and send only when the insert
 * happened, so restarts and other nodes never send the same notification twice.
 */
export const deliveryLog = pgTable(
  "delivery_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("delivery_log_user_kind_key_idx").on(t.userId, t.kind, t.key),
    index("delivery_log_delivered_idx").on(t.deliveredAt),
  ],
);
