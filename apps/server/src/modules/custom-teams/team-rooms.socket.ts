import type { RemoteSocket } from "socket.io";
import type { ServerToClientEvents } from "@huddle/contracts/realtime";
import { toRoom } from "@huddle/contracts/rules/room";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { PresenceStore } from "../../realtime/presence.ts";
import type { HuddleServer, SocketData } from "../../realtime/socket-server.ts";
import type { CustomRoom, TeamRoomsService } from "./team-rooms.service.ts";

type AnySocket = RemoteSocket<ServerToClientEvents, SocketData>;

/**
 * Keeps open sockets in line with team-room access (issue 11). After a member is removed or
 * blocked, a team goes private or away, or a game closes to spectators, the sockets of fans who may no longer read one of
 * its rooms leave it — on every node, as fetchSockets and leave go through the adapter — and
 * presence says they left. Sends are checked on every message; with Redis the other nodes are
 * told to drop their cached answers so a mute counts at once there too.
 */
export function registerTeamRoomsSocket(
  io: HuddleServer,
  presence: PresenceStore,
  rooms: TeamRoomsService,
  clustered: boolean,
): void {
  io.on("custom-team-room-access", (change) => rooms.forget(change));

  async function evict(sockets: AnySocket[], from: CustomRoom[]): Promise<void> {
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

  rooms.onChange(async (change) => {
    if (clustered) io.serverSideEmit("custom-team-room-access", change);
    if (change.kind === "member") {
      const sockets = await io.in(userRoom(change.userId)).fetchSockets();
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
      await evict(await io.in(from.map((r) => r.slug)).fetchSockets(), from);
    } else if (change.kind === "game") {
      // A game closed to spectators (or gone) sends the spectators' sockets out of its room;
      // those who stay see the edit (a score) at once.
      const room = toRoom({ type: "custom-game", customGameId: change.gameId });
      await evict(await io.in(room.slug).fetchSockets(), [room]);
      io.to(room.slug).emit("custom-game-updated", { gameId: change.gameId });
    }
  });
}
