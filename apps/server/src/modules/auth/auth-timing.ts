/**
 * When auth work happens: forgot-password answers first and does its look-up, token and mail
 * afterwards (so its timing says nothing about who has an account), and a sign-in to an account
 * under attack waits before it is checked. Injectable so tests neither sleep nor race.
 */
export interface AuthTiming {
  /** Runs `task` once the current request has been answered; a failure is logged, not thrown. */
  afterResponse(task: () => Promise<void>): void;
  /** Resolves once every task handed to afterResponse() has finished (shutdown, tests). */
  idle(): Promise<void>;
  sleep(ms: number): Promise<void>;
}

interface ErrorLog {
  error(details: object, message: string): void;
}

export function createAuthTiming(log: ErrorLog): AuthTiming {
  const pending = new Set<Promise<void>>();
  return {
    afterResponse(task) {
      const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, "auth work after the response failed"))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
