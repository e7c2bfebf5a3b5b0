import { describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES } from "@huddle/contracts/custom-team-rooms";
import type { CustomTeamMemberRow } from "../../db/schema.ts";
import { httpErrorBody } from "../../lib/http-error.ts";
import {
  refusalError,
  roomRefusal,
  teamRoomRefusal,
  type RoomRefusal,
} from "./team-room-access.ts";

const NOW = new Date("2026-11-25T12:00:00Z");
const LATER = new Date("2026-11-28T12:00:00Z");
const EARLIER = new Date("2026-11-24T12:00:00Z");

const row = (over: Partial<CustomTeamMemberRow>): CustomTeamMemberRow => ({
  teamId: "t",
  userId: "u",
  role: "member",
  status: "active",
  mutedUntil: null,
  actionReason: null,
  joinedAt: EARLIER,
  ...over,
});

const ROLES: Record<string, CustomTeamMemberRow | undefined> = {
  stranger: undefined,
  member: row({}),
  "team admin": row({ role: "admin" }),
  owner: row({ role: "owner" }),
  blocked: row({ status: "blocked" }),
  muted: row({ status: "muted", mutedUntil: LATER }),
};

const kind = (r: RoomRefusal) => r?.kind ?? "allowed";
const answer = (isPublic: boolean, who: string, action: "read" | "post") =>
  kind(teamRoomRefusal({ isPublic }, ROLES[who], "u", action, NOW));

describe("team room access", () => {
  it.each([
    ["stranger", "allowed", "joinToPost", "requestToJoin", "requestToJoin"],
    ["member", "allowed", "allowed", "allowed", "allowed"],
    ["team admin", "allowed", "allowed", "allowed", "allowed"],
    ["owner", "allowed", "allowed", "allowed", "allowed"],
    ["blocked", "blocked", "blocked", "blocked", "blocked"],
    ["muted", "allowed", "muted", "allowed", "muted"],
  ])(
    "answers a %s: public read %s, post %s; private read %s, post %s",
    (who, publicRead, publicPost, privateRead, privatePost) => {
      expect(answer(true, who, "read")).toBe(publicRead);
      expect(answer(true, who, "post")).toBe(publicPost);
      expect(answer(false, who, "read")).toBe(privateRead);
      expect(answer(false, who, "post")).toBe(privatePost);
    },
  );

  it("lets a member whose mute has run out post again", () => {
    const expired = row({ status: "muted", mutedUntil: EARLIER });
    expect(teamRoomRefusal({ isPublic: false }, expired, "u", "post", NOW)).toBeNull();
  });

  it("tells a muted member until when, or that the mute is permanent", () => {
    const timed = teamRoomRefusal({ isPublic: true }, ROLES.muted, "u", "post", NOW)!;
    expect(httpErrorBody(refusalError(timed))).toEqual({
      error: TEAM_ROOM_MESSAGES.muted,
      mutedUntil: LATER.toISOString(),
    });
    const forever = row({ status: "muted", mutedUntil: null });
    const permanent = teamRoomRefusal({ isPublic: true }, forever, "u", "post", NOW)!;
    expect(httpErrorBody(refusalError(permanent))).toEqual({
      error: TEAM_ROOM_MESSAGES.muted,
      mutedUntil: null,
    });
    expect(refusalError({ kind: "blocked" }).statusCode).toBe(403);
    expect(refusalError({ kind: "requestToJoin" }).message).toBe(
      "You need to request to join this team to access this chat room.",
    );
  });

  it("opens a game room when either team lets the fan in, unless either team blocked them", () => {
    const join = { kind: "requestToJoin" } as const;
    expect(roomRefusal([join, null])).toBeNull();
    expect(roomRefusal([null, { kind: "blocked" }])).toEqual({ kind: "blocked" });
    expect(roomRefusal([join, { kind: "joinToPost" }])).toEqual(join);
    expect(roomRefusal([null])).toBeNull();
  });
});
