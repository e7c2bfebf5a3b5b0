import type { ChatMessage } from "@huddle/contracts/chat";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client.ts";

/** Any constant shared by every node: the advisory lock that makes one node the deliverer. */
const DELIVERY_LOCK = 740_032;
export const DELIVERY_TICK_MS = 60_000;

export interface DeliveryEngine {
  /** One round of the scheduled jobs (only on the node holding the lock). */
  tick(): Promise<{ leader: boolean; digests: number; gameAlerts: number }>;
  /** The chat's hook: pushes to the author's followers in the background. */
  messageCreated(message: ChatMessage): void;
  /** Resolves when every background push has finished; used by tests and shutdown. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the scheduled notification jobs (email digests, game-start alerts) every minute on the one
 * node holding the delivery lock; the delivery log keeps them exactly-once even when leadership
 * moves. Followed-user message pushes are event-driven and run on whichever node stored the
 * message.
 */
export function createDeliveryEngine(deps: {
  database: Database;
  runDigests(): Promise<number>;
  runGameStarts(): Promise<number>;
  notifyFollowers(message: ChatMessage): Promise<number>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): DeliveryEngine {
  const lock = deps.database.leaderLock(DELIVERY_LOCK);
  const background = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function tick() {
    if (!(await lock.isLeader())) return { leader: false, digests: 0, gameAlerts: 0 };
    const gameAlerts = await deps.runGameStarts();
    const digests = await deps.runDigests();
    return { leader: true, digests, gameAlerts };
  }

  return {
    tick,
    messageCreated(message) {
      const job = deps
        .notifyFollowers(message)
        .catch((err: unknown) => deps.log.error({ err }, "followed-message push failed"))
        .finally(() => background.delete(job));
      background.add(job);
    },
    async idle() {
      await Promise.all([...background]);
    },
    start() {
      const run = () => {
        running ??= tick()
          .catch((err: unknown) => deps.log.error({ err }, "delivery tick failed"))
          .finally(() => {
            running = null;
          });
      };
      run();
      timer = setInterval(run, deps.intervalMs ?? DELIVERY_TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      await Promise.all([...background]);
      await lock.release();
    },
  };
}
