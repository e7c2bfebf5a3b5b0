import type { IncomingMessage, Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import type { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import {
  SOCKET_SERVICE_UNAVAILABLE,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from "@huddle/contracts/realtime";
import type { AbuseBudgets } from "../abuse/abuse-budgets.ts";
import type { UserRow } from "../db/schema.ts";
import type { SessionResolver } from "../modules/auth/session-resolver.ts";
import type { RoomAccessChange } from "../modules/custom-teams/team-rooms.service.ts";
import type { SimulatorTestHook } from "../modules/sports/sports-test-hooks.routes.ts";
import { isDependencyOutage } from "../lib/dependency-outage.ts";
import { ADAPTER_BLOCK_MS } from "../lib/redis/redis-connection.ts";
import { handleDroppedPublishes } from "./adapter-publishes.ts";
import { addressRoom, atConnectionCap, userRoom } from "./connection-caps.ts";
import { shapeInboundPackets } from "./inbound-packets.ts";
import { guardInboundText } from "./inbound-text-safety.ts";
import type { HeldConnection } from "./presence.ts";

export interface SocketData {
  user: UserRow;
  sessionId: string;
}

/** Between nodes (serverSideEmit, with the Redis adapter only). */
export interface InterServerEvents {
  /** Who may read or post in a custom team's rooms changed: drop cached answers. */
  "custom-team-room-access": (change: RoomAccessChange) => void;
  /** Staff saved AI-moderation settings or rules: re-read them now (issue 13). */
  "moderation-config-changed": () => void;
  /** A fan blocked or unblocked someone: drop the cached list of whom they block. */
  "blocks-changed": (blockerId: string) => void;
  /** A fan changed their notification preferences or push devices: drop their cached reach. */
  "notification-reach-changed": (userId: string) => void;
  /** A fan set their notification level for a room: drop the cached level. */
  "notification-level-changed": (userId: string, roomSlug: string) => void;
  /** A fan changed their word pairs: drop the cached pairs. */
  "word-replacements-changed": (userId: string) => void;
  /** E2E test hooks only: play a simulated game out or start it on every node's simulator. */
  "simulator-test-hook": (hook: SimulatorTestHook, gameId: string) => void;
}

export type HuddleServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type HuddleSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const UNAUTHORIZED = "unauthorized";
/** The handshake's refusal when the user or the address already has its share of sockets. */
export const TOO_MANY_CONNECTIONS = "too many connections";

export interface SocketServerOptions {
  budgets: AbuseBudgets["sockets"];
  /** The client's address, trusting proxies as the HTTP side does (TRUST_PROXY). */
  clientAddress(request: IncomingMessage): string;
  redis?: Redis;
}

/**
 * Socket.IO on the app's HTTP server. The access token comes in the handshake (`auth.token`) and
 * is checked like a Bearer header; a missing or invalid one is refused before connecting, and a
 * connection that never sends it is closed after `handshakeTimeoutMs`. Each user and each
 * address may hold a capped number of sockets. With Redis, the streams adapter fans events out
 * to every node (docs/decisions.md).
 */
export function createSocketServer(
  httpServer: HttpServer,
  resolveSession: SessionResolver,
  { budgets, clientAddress, redis }: SocketServerOptions,
): HuddleServer {
  if (redis) handleDroppedPublishes(redis);
  const io: HuddleServer = new Server(httpServer, {
    path: "/socket.io",
    transports: ["websocket", "polling"],
    serveClient: false,
    maxHttpBufferSize: 16 * 1024,
    pingInterval: 25_000,
    pingTimeout: 20_000,
    connectTimeout: budgets.handshakeTimeoutMs,
    ...(redis ? { adapter: createAdapter(redis, { blockTimeInMs: ADAPTER_BLOCK_MS }) } : {}),
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    let resolved: Awaited<ReturnType<SessionResolver>> = null;
    try {
      resolved = typeof token === "string" ? await resolveSession(token) : null;
    } catch (err) {
      // The database is away: the token may be good, and "unauthorized" would sign the fan out.
      if (isDependencyOutage(err)) return next(new Error(SOCKET_SERVICE_UNAVAILABLE));
    }
    if (!resolved) return next(new Error(UNAUTHORIZED));
    const address = clientAddress(socket.request);
    try {
      if (await atConnectionCap(io, { userId: resolved.user.id, address }, budgets)) {
        return next(new Error(TOO_MANY_CONNECTIONS));
      }
      socket.data.user = resolved.user;
      socket.data.sessionId = resolved.sessionId;
      await socket.join([userRoom(resolved.user.id), addressRoom(address)]);
    } catch (err) {
      // Socket.IO does not catch a failing middleware: the handshake would hang until its timeout.
      return next(err instanceof Error ? err : new Error(String(err)));
    }
    next();
  });
  shapeInboundPackets(io);
  guardInboundText(io);
  return io;
}

export function isChatRoom(room: string, socket: HuddleSocket): boolean {
  return (
    room !== socket.id &&
    !room.startsWith("user:") &&
    !room.startsWith("address:") &&
    !room.startsWith("staff:")
  );
}

/** Each chat room each of this node's sockets is in, with its fan: what presence counts. */
export function* heldConnections(io: HuddleServer): Generator<HeldConnection> {
  for (const socket of io.of("/").sockets.values()) {
    for (const room of socket.rooms) {
      if (isChatRoom(room, socket)) yield { roomSlug: room, userId: socket.data.user.id };
    }
  }
}
