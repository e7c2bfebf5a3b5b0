import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Per-room settings that staff change; a room without a row has the defaults. */
export const roomSettings = pgTable("room_settings", {
  roomSlug: text("room_slug").primaryKey(),
  slowModeSeconds: integer("slow_mode_seconds").notNull().default(0),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
