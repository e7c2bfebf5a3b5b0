/**
 * When a mail the relay did not take is tried again (docs/decisions.md, "When PostgreSQL or
 * Redis is gone"): one minute after the failed send, then doubling, at most an hour apart, for
 * ten attempts in all (about nine hours). A refusal the relay calls permanent (SMTP 5xx: no such
 * mailbox, rejected content) is not retried: the next attempt would be refused the same way.
 */
export const MAIL_ATTEMPTS_LIMIT = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones (1 after the first send). */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export function isPermanentMailFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/** One line for the table and the log: nodemailer's message names the code and the reply. */
export function describeMailFailure(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
