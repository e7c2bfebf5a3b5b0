import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import type { AckError } from "@huddle/contracts/realtime";
import {
  roomPayloadSchema,
  sendMessagePayloadSchema,
  typingPayloadSchema,
} from "@huddle/contracts/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { ZodType } from "zod";
import { HttpError, httpErrorBody } from "../../lib/http-error.ts";
import { INVALID_PAYLOAD } from "../../realtime/inbound-text-safety.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import { isChatRoom, type HuddleServer } from "../../realtime/socket-server.ts";
import type { ChatService } from "./chat.service.ts";
import { resolveRoomFor } from "./room-access.ts";

function toAckError(error: unknown, log: FastifyBaseLogger): AckError {
  if (error instanceof HttpError) {
    return { ...(httpErrorBody(error) as { error: string }), status: error.statusCode };
  }
  log.error({ err: error }, "socket handler failed");
  return { error: "Something went wrong on our side. Please try again.", status: 500 };
}

function parse<T>(schema: ZodType<T>, payload: unknown): T | null {
  const parsed = schema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

/** spec 000 §7 Realtime: join/leave with presence, send and broadcast with an ack, volatile typing. */
export function registerChatSocket(
  io: HuddleServer,
  chat: ChatService,
  presence: PresenceStore,
  log: FastifyBaseLogger,
): void {
  io.on("connection", (socket) => {
    const { user } = socket.data;

    async function leave(roomSlug: string) {
      if (!socket.rooms.has(roomSlug)) return;
      await socket.leave(roomSlug);
      const change = await presence.leave(roomSlug, user.id);
      if (change.changed) {
        io.to(roomSlug).emit("user-left", {
          roomSlug,
          userId: user.id,
          username: user.username,
          onlineCount: change.onlineCount,
        });
      }
    }

    socket.on("join-room", async (payload, ack) => {
      const parsed = parse(roomPayloadSchema, payload);
      if (!parsed) return ack?.(INVALID_PAYLOAD);
      try {
        const room = resolveRoomFor(user, parsed.roomSlug);
        if (socket.rooms.has(room.slug)) {
          return ack?.({
            ok: true,
            roomSlug: room.slug,
            onlineCount: await presence.count(room.slug),
          });
        }
        await socket.join(room.slug);
        const change = await presence.join(room.slug, user.id);
        if (change.changed) {
          socket.to(room.slug).emit("user-joined", {
            roomSlug: room.slug,
            userId: user.id,
            username: user.username,
            onlineCount: change.onlineCount,
          });
        }
        ack?.({ ok: true, roomSlug: room.slug, onlineCount: change.onlineCount });
      } catch (error) {
        ack?.(toAckError(error, log));
      }
    });

    socket.on("leave-room", async (payload, ack) => {
      const parsed = parse(roomPayloadSchema, payload);
      if (!parsed) return ack?.(INVALID_PAYLOAD);
      await leave(parsed.roomSlug);
      ack?.({ ok: true });
    });

    for (const [event, type] of [
      ["send-message", "normal"],
      ["broadcast-message", "announcement"],
    ] as const) {
      socket.on(event, async (payload, ack) => {
        const parsed = parse(sendMessagePayloadSchema, payload);
        if (!parsed) return ack?.(INVALID_PAYLOAD);
        try {
          const message = await chat.send(user.id, parsed.roomSlug, parsed, type);
          ack?.({ ok: true, message });
        } catch (error) {
          ack?.(toAckError(error, log));
          // A user banned since connecting loses the connection, not just this message.
          if (error instanceof HttpError && error.message === AUTH_MESSAGES.suspended) {
            socket.disconnect(true);
          }
        }
      });
    }

    for (const event of ["typing-start", "typing-stop"] as const) {
      socket.on(event, (payload) => {
        const parsed = parse(typingPayloadSchema, payload);
        if (!parsed || !socket.rooms.has(parsed.roomSlug)) return;
        socket.to(parsed.roomSlug).volatile.emit(event, {
          roomSlug: parsed.roomSlug,
          username: user.username,
        });
      });
    }

    socket.on("disconnecting", () => {
      const rooms = [...socket.rooms].filter((room) => isChatRoom(room, socket));
      void Promise.all(rooms.map(leave)).catch(() => undefined);
    });
  });
}
