import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** What a retried mail holds: the message as the mailer was asked to send it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/**
 * Mail the relay did not take (down, unreachable, a temporary refusal), kept until a later
 * attempt delivers it or the retries run out (docs/decisions.md). A row exists only between a
 * failed send and the next successful one, so a password-reset link waits here minutes at most
 * while the relay is back.
 */
export const mailRetries = pgTable(
  "mail_retries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mail: jsonb("mail").$type<StoredMail>().notNull(),
    /** Attempts made so far, the first (failed) send included. */
    attempts: integer("attempts").notNull().default(1),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    lastError: text("last_error").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_retries_due_idx").on(t.nextAttemptAt)],
);
