import { toggleReactionPayloadSchema } from "@huddle/contracts/reactions";
import type { FastifyBaseLogger } from "fastify";
import { toAckError } from "../../realtime/ack-error.ts";
import { parsePayload } from "../../realtime/inbound-packets.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import type { ReactionsService } from "./reactions.service.ts";

/** Issue 15 §1: `toggle-reaction` with an ack; the broadcast goes out from the service. */
export function registerReactionsSocket(
  io: HuddleServer,
  reactions: ReactionsService,
  log: FastifyBaseLogger,
): void {
  io.on("connection", (socket) => {
    socket.on("toggle-reaction", async (payload, ack) => {
      const parsed = parsePayload(toggleReactionPayloadSchema, payload);
      if (parsed.refusal) return ack?.(parsed.refusal);
      try {
        const result = await reactions.toggle(
          socket.data.user.id,
          parsed.data.messageId,
          parsed.data.emoji,
        );
        ack?.({ ok: true, ...result });
      } catch (error) {
        ack?.(toAckError(error, log, "toggle-reaction failed"));
      }
    });
  });
}
