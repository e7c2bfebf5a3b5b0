import type { ChatMessage } from "@huddle/contracts/chat";
import type { JoinRequestDecision } from "@huddle/contracts/custom-team-management";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../../../lib/clock.ts";
import type { DeliveryLogRepository } from "./delivery-log.repository.ts";

/**
 * How long delivery_log rows are kept. It must outlast the longest window in which a job still
 * consults an old row: a digest catches up on periods of up to 31 days (monthly), so a shorter
 * retention could let a missed period's digest be claimed and sent twice. Game-start keys are
 * for games already past and the followed-message throttle is 10 minutes, so 45 days is safe.
 */
export const DELIVERY_LOG_RETENTION_MS = 45 * 24 * 60 * 60_000;

export interface DeliveryEngine {
  /** Game-start alerts now due; answers how many went out. */
  runGameStarts(): Promise<number>;
  /** Email digests now due; answers how many went out. */
  runDigests(): Promise<number>;
  /** Drops delivery log rows past DELIVERY_LOG_RETENTION_MS; answers how many. */
  pruneLog(): Promise<number>;
  /** All three in turn, as the scheduled jobs run them (tests). */
  tick(): Promise<{ digests: number; gameAlerts: number; pruned: number }>;
  /** The chat's hook: pushes to the author's followers in the background. */
  messageCreated(message: ChatMessage): void;
  /** Custom teams' hook: tells a requester how their join request was decided, in the background. */
  joinRequestDecided(userId: string, notice: JoinRequestDecision): void;
  /** Resolves when every background push has finished; used by tests and shutdown. */
  idle(): Promise<void>;
}

/**
 * The notification deliveries. Email digests, game-start alerts and pruning are scheduled jobs
 * (src/jobs/scheduled-jobs.ts) that the job runner gives to one node per round; the delivery log
 * keeps each email and alert exactly-once even if a round is retried or runs twice. Followed-user
 * message pushes are event-driven and run on whichever node stored the message.
 */
export function createDeliveryEngine(deps: {
  runDigests(): Promise<number>;
  runGameStarts(): Promise<number>;
  notifyFollowers(message: ChatMessage): Promise<number>;
  notifyJoinRequest(userId: string, notice: JoinRequestDecision): Promise<void>;
  deliveryLog: Pick<DeliveryLogRepository, "prune">;
  clock: Clock;
  log: FastifyBaseLogger;
}): DeliveryEngine {
  const background = new Set<Promise<unknown>>();

  function pruneLog() {
    return deps.deliveryLog.prune(new Date(deps.clock.now().getTime() - DELIVERY_LOG_RETENTION_MS));
  }

  function inBackground(work: Promise<unknown>, failure: string) {
    const job = work
      .catch((err: unknown) => deps.log.error({ err }, failure))
      .finally(() => background.delete(job));
    background.add(job);
  }

  return {
    runGameStarts: deps.runGameStarts,
    runDigests: deps.runDigests,
    pruneLog,
    async tick() {
      const gameAlerts = await deps.runGameStarts();
      const digests = await deps.runDigests();
      return { digests, gameAlerts, pruned: await pruneLog() };
    },
    messageCreated(message) {
      inBackground(deps.notifyFollowers(message), "followed-message push failed");
    },
    joinRequestDecided(userId, notice) {
      inBackground(deps.notifyJoinRequest(userId, notice), "join request notice failed");
    },
    async idle() {
      await Promise.all([...background]);
    },
  };
}
