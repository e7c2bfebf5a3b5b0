import type { DomainEventBus } from "../../events/domain-event-bus.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";

/**
 * Chat's committed writes become room broadcasts. Emitted on the node that published them; the
 * Redis adapter carries each emit to the other nodes' sockets, so every socket gets it once.
 */
export function subscribeChatBroadcasts(bus: DomainEventBus, io: HuddleServer): void {
  bus.subscribe("chat.message-created", (message) => {
    const event = message.type === "announcement" ? "room-message-broadcast" : "new-message";
    io.to(message.roomSlug).emit(event, message);
  });
  bus.subscribe("chat.message-edited", (message) => {
    io.to(message.roomSlug).emit("message-edited", message);
  });
  bus.subscribe("chat.message-deleted", (payload) => {
    io.to(payload.roomSlug).emit("message-deleted", payload);
  });
  bus.subscribe("chat.room-settings-changed", (payload) => {
    io.to(payload.roomSlug).emit("room-settings", payload);
  });
}
