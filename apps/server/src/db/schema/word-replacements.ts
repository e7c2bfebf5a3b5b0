import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** A viewer's own word replacements (spec 000 §3 Word replacement). */
export const wordReplacements = pgTable(
  "word_replacements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originalWord: text("original_word").notNull(),
    replacementWord: text("replacement_word").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("word_replacements_user_word_idx").on(t.userId, sql`lower(${t.originalWord})`),
  ],
);

export type WordReplacementRow = typeof wordReplacements.$inferSelect;
