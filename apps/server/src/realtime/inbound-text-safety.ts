import { unsafeTextDetail } from "@huddle/contracts/rules/text-safety";
import { INVALID_PAYLOAD } from "./inbound-packets.ts";
import type { HuddleServer } from "./socket-server.ts";

/**
 * Applies the HTTP text-safety rule (plugins/text-safety.ts) to every client event before any
 * handler sees it: an event whose payload holds a control character, bidi override or lone
 * surrogate is dropped, and its ack, when the client asked for one, gets the validation error.
 */
export function guardInboundText(io: HuddleServer): void {
  io.on("connection", (socket) => {
    socket.use((packet, next) => {
      const [, ...args] = packet;
      const ack = args.at(-1);
      for (const payload of args) {
        const detail = unsafeTextDetail(payload, "payload");
        if (!detail) continue;
        if (typeof ack === "function") ack({ ...INVALID_PAYLOAD, details: [detail] });
        return;
      }
      next();
    });
  });
}
