import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Per-room settings that staff change, or the game-state autopilot (issue 15 §3); a room without
 * a row has the defaults. `slowModeSource` says who set the slow mode last: a moderator's
 * setting is never touched by the autopilot. `locksAt` is when a sideline room turns read-only.
 */
export const roomSettings = pgTable(
  "room_settings",
  {
    roomSlug: text("room_slug").primaryKey(),
    slowModeSeconds: integer("slow_mode_seconds").notNull().default(0),
    slowModeSource: text("slow_mode_source", { enum: ["auto", "moderator"] })
      .notNull()
      .default("moderator"),
    locksAt: timestamp("locks_at", { withTimezone: true }),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "room_settings_slow_mode_source_check",
      sql`${t.slowModeSource} in ('auto', 'moderator')`,
    ),
  ],
);
