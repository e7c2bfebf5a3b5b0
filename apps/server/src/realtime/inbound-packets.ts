import {
  REALTIME_MESSAGES,
  type AckError,
  type ClientToServerEvents,
} from "@huddle/contracts/realtime";
import type { ZodType } from "zod";
import { namedDetail } from "../plugins/errors.ts";
import type { HuddleServer } from "./socket-server.ts";

/** The ack of an inbound payload that fails validation (every socket handler answers this). */
export const INVALID_PAYLOAD: AckError = { error: "Invalid request", status: 400 };
const UNKNOWN_EVENT: AckError = { error: REALTIME_MESSAGES.unknownEvent, status: 400 };

type Ack = (answer: AckError) => void;

/**
 * Every client event reaches its handler as `(payload, ack?)`, whatever the client sent. An
 * argument is a function only when Socket.IO made it (the client asked for an ack: JSON carries
 * no functions), so a string in the ack's place, or an extra argument, can no longer be called
 * as the ack and end the process. An event no handler takes is answered instead of dropped.
 * Registered before the handlers' own middleware, which then see the shaped packet.
 */
export function shapeInboundPackets(io: HuddleServer): void {
  io.on("connection", (socket) => {
    socket.use((packet, next) => {
      const [event, ...args] = packet;
      const last = args.at(-1);
      const ack = typeof last === "function" ? (last as Ack) : undefined;
      if (socket.listeners(event as keyof ClientToServerEvents).length === 0) {
        ack?.(UNKNOWN_EVENT);
        return;
      }
      const payload: unknown = args.length > (ack ? 1 : 0) ? args[0] : undefined;
      packet.splice(1, packet.length - 1, payload, ...(ack ? [ack] : []));
      next();
    });
  });
}

/** The payload as the schema reads it, or the ack that says what is wrong with it. */
export function parsePayload<T>(
  schema: ZodType<T>,
  payload: unknown,
): { data: T; refusal?: undefined } | { data?: undefined; refusal: AckError } {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return { data: parsed.data };
  const details = parsed.error.issues.map((issue) =>
    namedDetail(issue.message, issue.path.map(String).join("/")),
  );
  return { refusal: { ...INVALID_PAYLOAD, details: [...new Set(details)] } };
}
