import { isDependencyOutage } from "../lib/dependency-outage.ts";

const FIRST_DELAY_MS = 500;
const LONGEST_DELAY_MS = 5_000;

export interface WaitForPostgresOptions {
  /** How long to keep trying before giving up (DATABASE_CONNECT_WAIT_SECONDS). */
  timeoutMs: number;
  /** Told before each wait, e.g. to log that the node is still waiting and why. */
  onRetry?: (error: unknown, delayMs: number) => void;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Waits at start for a PostgreSQL that does not answer yet (starting beside us, restarting,
 * failing over), trying again 0.5, 1, 2 … 5 s apart; a server that answers with a refusal
 * (wrong password, no such database) fails at once. Gives up with an error that names the
 * server, the time waited and the last reason.
 */
export async function waitForPostgres(
  ping: () => Promise<unknown>,
  url: string,
  { timeoutMs, onRetry, now = Date.now, sleep = delay }: WaitForPostgresOptions,
): Promise<void> {
  const deadline = now() + timeoutMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ping();
      return;
    } catch (error) {
      if (!isDependencyOutage(error)) throw error;
      const wait = Math.min(FIRST_DELAY_MS * 2 ** attempt, LONGEST_DELAY_MS);
      if (now() + wait > deadline) {
        throw new Error(
          `PostgreSQL at ${serverOf(url)} did not answer within ${Math.round(timeoutMs / 1000)} s ` +
            `(${deepestMessage(error)}). Is it running, and is DATABASE_URL right?`,
          { cause: error },
        );
      }
      onRetry?.(error, wait);
      await sleep(wait);
    }
  }
}

/** host:port/database of a connection URL, without its credentials. */
export function serverOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/** The innermost cause's message: the network error a driver wrapped. */
export function deepestMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
