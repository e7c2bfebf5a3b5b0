import { asc, eq, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { mailRetries, type StoredMail } from "../../db/schema.ts";
import { describeMailFailure, mailRetryDelayMs } from "./mail-retry-policy.ts";

export interface QueuedMail {
  id: number;
  mail: StoredMail;
  attempts: number;
}

/** Mail waiting for another attempt, in the app's database so it outlives a restart. */
export function createMailRetryQueue(db: Db, now: () => Date = () => new Date()) {
  const after = (attempts: number) => new Date(now().getTime() + mailRetryDelayMs(attempts));
  return {
    async add(mail: StoredMail, error: unknown): Promise<void> {
      await db.insert(mailRetries).values({
        mail,
        attempts: 1,
        nextAttemptAt: after(1),
        lastError: describeMailFailure(error),
      });
    },

    /** The oldest due mail first, at most `limit`. */
    async due(limit: number): Promise<QueuedMail[]> {
      return db
        .select({ id: mailRetries.id, mail: mailRetries.mail, attempts: mailRetries.attempts })
        .from(mailRetries)
        .where(lte(mailRetries.nextAttemptAt, now()))
        .orderBy(asc(mailRetries.nextAttemptAt))
        .limit(limit);
    },

    /** Delivered, refused for good or out of attempts: nothing more to do. */
    async remove(id: number): Promise<void> {
      await db.delete(mailRetries).where(eq(mailRetries.id, id));
    },

    async failedAgain(entry: QueuedMail, error: unknown): Promise<void> {
      const attempts = entry.attempts + 1;
      await db
        .update(mailRetries)
        .set({ attempts, nextAttemptAt: after(attempts), lastError: describeMailFailure(error) })
        .where(eq(mailRetries.id, entry.id));
    },
  };
}

export type MailRetryQueue = ReturnType<typeof createMailRetryQueue>;
