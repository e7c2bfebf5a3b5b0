import type {
  ModerationAlert,
  ModerationQueueEvent,
  ModerationResolved,
  UserAppeal,
} from "@huddle/contracts/admin-moderation";
import type { MembershipUpdated } from "@huddle/contracts/billing";
import type { AdminLevel } from "@huddle/contracts/constants";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import { socketsIn } from "../../realtime/sockets-in.ts";
import { adminPolicy } from "./admin.policy.ts";

/** Every socket of a user who may read the console (mods and above) is in this room, on every node. */
export const STAFF_ROOM = "staff:moderation";

/**
 * The admin console's realtime side. Rooms are adapter rooms, so with Redis every operation
 * here reaches sockets on every node: a ban drops the user's sockets wherever they are.
 */
export function createStaffRealtime(io: HuddleServer) {
  io.on("connection", (socket) => {
    if (adminPolicy.may(socket.data.user, "readConsole")) void socket.join(STAFF_ROOM);
  });

  return {
    /** Which of these users have a socket open on some node. */
    async onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const sockets = await socketsIn(io, userIds.map(userRoom));
      return new Set(sockets.map((s) => s.data.user.id));
    },

    /** A banned user's open connections close at once. */
    disconnectUser(userId: string): void {
      io.in(userRoom(userId)).disconnectSockets(true);
    },

    /** After a role change: the user's sockets join or leave the staff room; their tabs hear it. */
    roleChanged(userId: string, level: AdminLevel): void {
      const sockets = io.in(userRoom(userId));
      if (adminPolicy.may({ adminLevel: level }, "readConsole")) sockets.socketsJoin(STAFF_ROOM);
      else sockets.socketsLeave(STAFF_ROOM);
      io.to(userRoom(userId)).emit("role-changed", { adminLevel: level });
    },

    /** After a mute, an unmute or a mute's end: the user's open rooms say so at once. */
    muteChanged(userId: string, mute: { muted: boolean; mutedUntil: Date | null }): void {
      io.to(userRoom(userId)).emit("mute-changed", {
        muted: mute.muted,
        mutedUntil: mute.mutedUntil?.toISOString() ?? null,
      });
    },

    /** After a tier change: the user's open pages update (badges, banner, limits) at once. */
    membershipChanged(userId: string, membership: MembershipUpdated): void {
      io.to(userRoom(userId)).emit("membership-updated", membership);
    },

    queued(event: ModerationQueueEvent): void {
      io.to(STAFF_ROOM).emit("moderation-queue", event);
    },
    resolved(event: ModerationResolved): void {
      io.to(STAFF_ROOM).emit("moderation-resolved", event);
    },
    alert(alert: ModerationAlert): void {
      io.to(STAFF_ROOM).emit("moderation-alert", alert);
    },
    appealDecided(userId: string, appeal: UserAppeal): void {
      io.to(userRoom(userId)).emit("appeal-decided", appeal);
    },
  };
}

export type StaffRealtime = ReturnType<typeof createStaffRealtime>;
