import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { INVALID_ROOM } from "@huddle/contracts/rules/room";
import {
  REALTIME_MESSAGES,
  roomPayloadSchema,
  type AckError,
  sendMessagePayloadSchema,
  typingPayloadSchema,
} from "@huddle/contracts/realtime";
import type { FastifyBaseLogger } from "fastify";
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import { HttpError } from "../../lib/http-error.ts";
import { toAckError } from "../../realtime/ack-error.ts";
import { parsePayload } from "../../realtime/inbound-packets.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import { isChatRoom, type HuddleServer, type HuddleSocket } from "../../realtime/socket-server.ts";
import { createTokenBucket } from "../../realtime/token-bucket.ts";
import type { ChatService } from "./chat.service.ts";

const JOINING_TOO_FAST: AckError = { error: REALTIME_MESSAGES.joiningTooFast, status: 429 };
const TOO_MANY_ROOMS: AckError = { error: REALTIME_MESSAGES.tooManyRooms, status: 409 };
const NOT_A_ROOM: AckError = { error: INVALID_ROOM, status: 400 };

/** A user banned since connecting loses the connection, not just the refused action. */
function disconnectIfSuspended(socket: HuddleSocket, error: unknown): void {
  if (error instanceof HttpError && error.message === AUTH_MESSAGES.suspended) {
    socket.disconnect(true);
  }
}

const isRefusal = (error: unknown) =>
  error instanceof HttpError && (error.statusCode === 403 || error.statusCode === 404);

/**
 * spec 000 §7 Realtime: join/leave with presence, send and broadcast with an ack, volatile
 * typing. Joins and typing spend per-socket token buckets; a socket holds a capped number of
 * rooms (src/abuse/abuse-budgets.ts).
 */
export function registerChatSocket(
  io: HuddleServer,
  chat: ChatService,
  presence: PresenceStore,
  log: FastifyBaseLogger,
  budgets: AbuseBudgets["sockets"],
): void {
  io.on("connection", (socket) => {
    const { user } = socket.data;
    const joins = createTokenBucket(budgets.joins);
    const typing = createTokenBucket(budgets.typing);
    const chatRooms = () => [...socket.rooms].filter((room) => isChatRoom(room, socket));

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
      const { data: parsed, refusal } = parsePayload(roomPayloadSchema, payload);
      if (refusal) return ack?.(refusal);
      if (!joins.take()) return ack?.(JOINING_TOO_FAST);
      try {
        const room = await chat.joinableRoom(user.id, parsed.roomSlug);
        if (socket.rooms.has(room.slug)) {
          return ack?.({
            ok: true,
            roomSlug: room.slug,
            onlineCount: await presence.count(room.slug),
          });
        }
        if (chatRooms().length >= budgets.roomsPerSocket) return ack?.(TOO_MANY_ROOMS);
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
        // A refused join of a room the socket is still in (its access was taken while Redis was
        // away, so no node could send it out) sends it out now: a resync rejoins every room.
        if (isRefusal(error) && socket.rooms.has(parsed.roomSlug)) {
          void socket.leave(parsed.roomSlug);
        }
        ack?.(toAckError(error, log, "join-room failed"));
        disconnectIfSuspended(socket, error);
      }
    });

    socket.on("leave-room", async (payload, ack) => {
      const { data: parsed, refusal } = parsePayload(roomPayloadSchema, payload);
      if (refusal) return ack?.(refusal);
      // The socket's own rooms (its user's, its address's) are how it is found to be sent out
      // on a block or a ban, and what its connection caps count: a client never leaves those.
      if (!isChatRoom(parsed.roomSlug, socket)) return ack?.(NOT_A_ROOM);
      try {
        await leave(parsed.roomSlug);
        ack?.({ ok: true });
      } catch (error) {
        // The socket has left the room already; only presence (Redis) failed to say so.
        ack?.(toAckError(error, log, "leave-room failed"));
      }
    });

    for (const [event, type] of [
      ["send-message", "normal"],
      ["broadcast-message", "announcement"],
    ] as const) {
      socket.on(event, async (payload, ack) => {
        const { data: parsed, refusal } = parsePayload(sendMessagePayloadSchema, payload);
        if (refusal) return ack?.(refusal);
        try {
          const message = await chat.send(user.id, parsed.roomSlug, parsed, type);
          ack?.({ ok: true, message });
        } catch (error) {
          ack?.(toAckError(error, log, `${event} failed`));
          disconnectIfSuspended(socket, error);
        }
      });
    }

    for (const event of ["typing-start", "typing-stop"] as const) {
      socket.on(event, (payload) => {
        if (!typing.take()) return;
        const { data: parsed } = parsePayload(typingPayloadSchema, payload);
        if (!parsed || !isChatRoom(parsed.roomSlug, socket) || !socket.rooms.has(parsed.roomSlug)) {
          return;
        }
        socket.to(parsed.roomSlug).volatile.emit(event, {
          roomSlug: parsed.roomSlug,
          username: user.username,
        });
      });
    }

    socket.on("disconnecting", () => {
      void Promise.all(chatRooms().map(leave)).catch(() => undefined);
    });
  });
}
