import type { ChatMessage } from "@huddle/contracts/chat";
import type { JoinRequestDecision } from "@huddle/contracts/custom-team-management";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";

/** Any constant shared by every node: the advisory lock that makes one node the deliverer. */
const DELIVERY_LOCK = 740_032;
/**
 * How long delivery_log rows are kept. It must outlast the longest window in which a job still
 * consults an old row: a digest catches up on periods of up to 31 days (monthly), so a shorter
 * retention could let a missed period's digest be claimed and sent twice. Game-start keys are
 * for games already past and the followed-message throttle is 10 minutes, so 45 days is safe.
 */
export const DELIVERY_LOG_RETENTION_MS = 45 * 24 * 60 * 60_000;

export interface DeliveryEngine {
  /** One round of the scheduled jobs (only on the node holding the lock). */
  tick(): Promise<{ leader: boolean; digests: number; gameAlerts: number; pruned: number }>;
  /** The chat's hook: pushes to the author's followers in the background. */
  messageCreated(message: ChatMessage): void;
  /** Custom teams' hook: tells a requester how their join request was decided, in the background. */
  joinRequestDecided(userId: string, notice: JoinRequestDecision): void;
  /** Resolves when every background push has finished; used by tests and shutdown. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs the scheduled notification jobs (email digests, game-start alerts) every DELIVERY_TICK_MS
 * on the one node holding the delivery lock, then prunes old delivery log rows; the delivery log
 * keeps them exactly-once even when leadership moves. Followed-user message pushes are
 * event-driven and run on whichever node stored the message.
 */
export function createDeliveryEngine(deps: {
  database: Database;
  runDigests(): Promise<number>;
  runGameStarts(): Promise<number>;
  notifyFollowers(message: ChatMessage): Promise<number>;
  notifyJoinRequest(userId: string, notice: JoinRequestDecision): Promise<void>;
  deliveryLog: Pick<DeliveryLogRepository, "prune">;
  clock: Clock;
  log: FastifyBaseLogger;
  /** DELIVERY_TICK_MS. */
  intervalMs: number;
}): DeliveryEngine {
  const lock = deps.database.leaderLock(DELIVERY_LOCK);
  const background = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;

  async function tick() {
    if (!(await lock.isLeader())) return { leader: false, digests: 0, gameAlerts: 0, pruned: 0 };
    const gameAlerts = await deps.runGameStarts();
    const digests = await deps.runDigests();
    const cutoff = new Date(deps.clock.now().getTime() - DELIVERY_LOG_RETENTION_MS);
    const pruned = await deps.deliveryLog.prune(cutoff);
    return { leader: true, digests, gameAlerts, pruned };
  }

  function inBackground(work: Promise<unknown>, failure: string) {
    const job = work
      .catch((err: unknown) => deps.log.error({ err }, failure))
      .finally(() => background.delete(job));
    background.add(job);
  }

  return {
    tick,
    messageCreated(message) {
      inBackground(deps.notifyFollowers(message), "followed-message push failed");
    },
    joinRequestDecided(userId, notice) {
      inBackground(deps.notifyJoinRequest(userId, notice), "join request notice failed");
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
      timer = setInterval(run, deps.intervalMs);
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
