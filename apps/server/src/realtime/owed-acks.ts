import type { AckError } from "@huddle/contracts/realtime";
import type { Server } from "socket.io";

/** The ack of an event that arrives while the node shuts down: the client may send it again. */
export const SHUTTING_DOWN: AckError = {
  error: "The server is restarting. Please try again in a moment.",
  status: 503,
  retryAfterSeconds: 2,
};

/**
 * Counts the acks this node still owes its clients. At shutdown `drain` refuses new events with
 * `SHUTTING_DOWN` and waits, up to `timeoutMs`, for the handlers already running to answer, so
 * a send that was stored is acknowledged before its socket is closed (else the fan sees it fail,
 * sends it again and posts it twice).
 */
export function trackOwedAcks(io: Pick<Server, "on">) {
  let owed = 0;
  let draining = false;
  let settled: (() => void) | undefined;

  io.on("connection", (socket) => {
    socket.use((packet, next) => {
      const ack: unknown = packet.at(-1);
      if (typeof ack !== "function") return next();
      if (draining) return ack(SHUTTING_DOWN);
      owed++;
      let answered = false;
      packet[packet.length - 1] = (...args: unknown[]) => {
        if (!answered) {
          answered = true;
          if (--owed === 0) settled?.();
        }
        ack(...args);
      };
      next();
    });
  });

  return {
    owed: () => owed,
    async drain(timeoutMs: number): Promise<void> {
      draining = true;
      if (owed === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        settled = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };
}
