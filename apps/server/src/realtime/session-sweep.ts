import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../lib/clock.ts";
import type { SessionQueries } from "../modules/auth/sessions.queries.ts";
import type { HuddleServer } from "./socket-server.ts";

/** How often each node re-checks the sessions behind its open sockets. */
export const SESSION_SWEEP_MS = 15_000;
/** Ids per query, so a node with many connections never builds one huge IN list. */
const BATCH = 500;

export interface SessionSweep {
  /** Checks every socket on this node once; resolves to how many were disconnected. */
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * A socket is authorized once, at the handshake. Bans, logouts and password resets end the
 * session in the database — possibly from another node or the admin CLI — so every node
 * periodically drops its sockets whose session is no longer live or whose user is banned.
 */
export function startSessionSweep(deps: {
  io: HuddleServer;
  sessions: SessionQueries;
  clock: Clock;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): SessionSweep {
  const { io, sessions, clock, log } = deps;
  let running = false;

  async function runOnce(): Promise<number> {
    const sockets = [...io.of("/").sockets.values()];
    const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += BATCH) {
      const found = await sessions.liveUnbannedIds(ids.slice(i, i + BATCH), clock.now());
      for (const id of found) live.add(id);
    }
    const ended = sockets.filter((s) => !live.has(s.data.sessionId));
    for (const socket of ended) socket.disconnect(true);
    return ended.length;
  }

  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOnce()
      .then((dropped) => {
        if (dropped > 0) log.info({ dropped }, "disconnected sockets of ended sessions");
      })
      .catch((error: unknown) => log.warn({ err: error }, "session sweep failed"))
      .finally(() => {
        running = false;
      });
  }, deps.intervalMs ?? SESSION_SWEEP_MS);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
