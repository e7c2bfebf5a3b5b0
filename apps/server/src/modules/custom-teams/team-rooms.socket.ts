import type { FastifyBaseLogger } from "fastify";
import { roomFromSlug, toRoom } from "@huddle/contracts/rules/room";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import { socketsIn, type FoundSocket } from "../../realtime/sockets-in.ts";
import {
  ACCESS_CACHE_MS,
  type CustomRoom,
  type RoomAccessChange,
  type TeamRoomsService,
} from "./team-rooms.service.ts";

const isCustomRoom = (room: { type: string }): room is CustomRoom =>
  room.type === "custom-team" || room.type === "custom-game";

/**
 * Keeps open sockets in line with team-room access (issue 11). After a member is removed or
 * blocked, a team goes private or away, or a game closes to spectators, the sockets of fans who may no longer read one of
 * its rooms leave it — on every node, as fetchSockets and leave go through the adapter — and
 * presence says they left. Sends are checked on every message; with Redis the other nodes are
 * told to drop their cached answers so a mute counts at once there too. The change is stored
 * before this runs, so a failure here (Redis gone) is logged and the request still succeeds:
 * every send and join asks for access again.
 */
export function registerTeamRoomsSocket(
  io: HuddleServer,
  presence: PresenceStore,
  rooms: TeamRoomsService,
  clustered: boolean,
  log: FastifyBaseLogger,
  afterRedisOutage: (listener: () => void) => void,
): void {
  io.on("custom-team-room-access", (change) => rooms.forget(change));

  async function evict(sockets: FoundSocket[], from: CustomRoom[]): Promise<void> {
    for (const room of from) {
      const inRoom = sockets.filter((s) => s.rooms.has(room.slug));
      for (const userId of new Set(inRoom.map((s) => s.data.user.id))) {
        if (await rooms.mayRead(userId, room)) continue;
        for (const socket of inRoom.filter((s) => s.data.user.id === userId)) {
          socket.leave(room.slug);
          socket.emit("room-access-lost", { roomSlug: room.slug });
          const change = await presence.leave(room.slug, userId);
          if (!change.changed) continue;
          io.to(room.slug).emit("user-left", {
            roomSlug: room.slug,
            userId,
            username: socket.data.user.username,
            onlineCount: change.onlineCount,
          });
        }
      }
    }
  }

  async function applyToSockets(change: RoomAccessChange): Promise<void> {
    if (clustered) io.serverSideEmit("custom-team-room-access", change);
    if (change.kind === "member") {
      const sockets = await socketsIn(io, userRoom(change.userId));
      if (sockets.length === 0) return;
      const teamRooms = await rooms.roomsOf(change.teamId);
      await evict(sockets, teamRooms);
      // The fan's open rooms say at once whether they may post (a mute shows before any send).
      for (const room of teamRooms) {
        if (!(await rooms.mayRead(change.userId, room))) continue;
        io.to(userRoom(change.userId)).emit("posting-restriction", {
          roomSlug: room.slug,
          postingRestriction: await rooms.postingRestriction(change.userId, room),
        });
      }
    } else if (change.kind === "team") {
      const from = await rooms.roomsOf(change.teamId);
      const slugs = from.map((room) => room.slug);
      await evict(await socketsIn(io, slugs), from);
    } else if (change.kind === "game") {
      // A game closed to spectators (or gone) sends the spectators' sockets out of its room;
      // those who stay see the edit (a score) at once.
      const room = toRoom({ type: "custom-game", customGameId: change.gameId });
      await evict(await socketsIn(io, room.slug), [room]);
      io.to(room.slug).emit("custom-game-updated", { gameId: change.gameId });
    }
  }

  /**
   * During a Redis outage no node could tell the others to send a fan's sockets out of rooms
   * the fan lost (a block, a removal, a team gone private): once Redis is back, and the access
   * answers cached before it have run out, this node checks every custom room its own sockets
   * are in.
   */
  async function recheckLocalSockets(): Promise<void> {
    for (const socket of io.sockets.sockets.values()) {
      const custom = [...socket.rooms].flatMap((slug) => {
        const found = roomFromSlug(slug);
        return found.ok && isCustomRoom(found.room) ? [found.room] : [];
      });
      if (custom.length > 0) await evict([socket], custom);
    }
  }
  afterRedisOutage(() => {
    setTimeout(() => {
      recheckLocalSockets().catch((err: unknown) =>
        log.warn({ err }, "custom rooms were not checked again after a Redis outage"),
      );
    }, ACCESS_CACHE_MS + 1_000).unref();
  });

  rooms.onChange(async (change) => {
    try {
      await applyToSockets(change);
    } catch (err) {
      log.warn({ err, change }, "open sockets were not brought in line with a team-room change");
    }
  });
}
