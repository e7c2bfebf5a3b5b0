import type { PostingRestriction } from "@huddle/contracts/chat";
import { TEAM_ROOM_MESSAGES } from "@huddle/contracts/custom-team-rooms";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { roomSlug, toRoom, type Room } from "@huddle/contracts/rules/room";
import type { CustomTeamMemberRow } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { CustomTeamsDeps } from "./custom-teams.context.ts";
import {
  refusalError,
  roomRefusal,
  teamRoomRefusal,
  type RoomAction,
  type RoomRefusal,
} from "./team-room-access.ts";
import { teamRewriter } from "./team-words.service.ts";

export type CustomRoom = Extract<Room, { type: "custom-team" | "custom-game" }>;
type Rewrite = (text: string) => string;

/** The teams a game room answers to, and whether fans outside them may read it. */
interface GameRules {
  teamIds: string[];
  /** The game is public and allows spectators (docs/decisions.md, "Issue 11 — finish"). */
  spectators: boolean;
}

/** What changed: a member's standing, a team's visibility or existence, its words, a game. */
export type RoomAccessChange =
  | { kind: "member"; teamId: string; userId: string }
  | { kind: "team"; teamId: string }
  | { kind: "words"; teamId: string }
  | { kind: "game"; gameId: string };
type ChangeListener = (change: RoomAccessChange) => Promise<void>;

/**
 * Every send and join asks; answers are kept briefly and dropped on this node as soon as a
 * member, team, word or game changes (other nodes are told through the socket adapter).
 */
export const ACCESS_CACHE_MS = 5_000;
const ACCESS_CACHE_ENTRIES = 50_000;

export const teamRoomSlug = (customTeamId: string) =>
  roomSlug({ type: "custom-team", customTeamId });
export const gameRoomSlug = (customGameId: string) =>
  roomSlug({ type: "custom-game", customGameId });

/** Who may read and post in custom-team and custom-game rooms, and the words shown there. */
export function createTeamRoomsService(
  deps: Pick<
    CustomTeamsDeps,
    "teams" | "members" | "requests" | "games" | "words" | "clock" | "textBlocker"
  >,
) {
  const now = () => deps.clock.now().getTime();
  const cache = <V>() => new TtlCache<string, V>(ACCESS_CACHE_MS, ACCESS_CACHE_ENTRIES, now);
  const teams = cache<{ isPublic: boolean } | null>();
  const gameTeams = cache<GameRules | null>();
  const memberships = cache<CustomTeamMemberRow | null>();
  const rewriters = cache<Rewrite | null>();
  const listeners: ChangeListener[] = [];

  const team = (teamId: string) =>
    teams.getOrLoad(teamId, async () => {
      const row = await deps.teams.findById(teamId);
      return row ? { isPublic: row.isPublic } : null;
    });

  /** The teams whose rules govern the room; null when the team or game is gone. */
  async function rulesOf(room: CustomRoom): Promise<GameRules | null> {
    if (room.type === "custom-team") {
      return (await team(room.customTeamId))
        ? { teamIds: [room.customTeamId], spectators: true }
        : null;
    }
    return gameTeams.getOrLoad(room.customGameId, async () => {
      const game = await deps.games.find(room.customGameId);
      if (!game) return null;
      return {
        teamIds: game.opponentTeamId ? [game.teamId, game.opponentTeamId] : [game.teamId],
        spectators: game.isPublic && game.allowSpectators,
      };
    });
  }

  const teamsOf = async (room: CustomRoom) => (await rulesOf(room))?.teamIds ?? null;

  async function refusalIn(
    userId: string,
    room: CustomRoom,
    action: RoomAction,
  ): Promise<RoomRefusal | "missing"> {
    const roomRules = await rulesOf(room);
    if (!roomRules) return "missing";
    const at = deps.clock.now();
    // Spectators follow the home team, whose game it is: a private team's game is members-only
    // even against a public opponent (its page and lists say so too), and so is a game closed
    // to spectators.
    const home = await team(roomRules.teamIds[0]!);
    const visibility = { isPublic: (home?.isPublic ?? false) && roomRules.spectators };
    const perTeam: RoomRefusal[] = [];
    for (const teamId of roomRules.teamIds) {
      if (!(await team(teamId))) continue;
      const row = await memberships.getOrLoad(
        `${teamId}|${userId}`,
        async () => (await deps.members.find(teamId, userId)) ?? null,
      );
      perTeam.push(teamRoomRefusal(visibility, row ?? undefined, userId, action, at));
    }
    if (perTeam.length === 0) return "missing";
    const refusal = roomRefusal(perTeam);
    // A fan who already asked to join hears that the request is waiting, not to ask.
    if (refusal?.kind !== "requestToJoin") return refusal;
    const pending = await deps.requests.pendingTeamIdsOf(userId, [roomRules.teamIds[0]!]);
    return pending.size > 0 ? { kind: "awaitingApproval" } : refusal;
  }

  const cachedRewriter = (teamId: string) =>
    rewriters.getOrLoad(teamId, () => teamRewriter(deps.words, teamId));

  /** Drops what this node remembers about the change. */
  function forget(change: RoomAccessChange): void {
    switch (change.kind) {
      case "member":
        return memberships.delete(`${change.teamId}|${change.userId}`);
      case "words":
        return rewriters.delete(change.teamId);
      case "game":
        return gameTeams.delete(change.gameId);
      case "team":
        teams.delete(change.teamId);
        rewriters.delete(change.teamId);
        // A game's rules still being read may hold the team as it was: they are read again.
        gameTeams.deleteWhere(
          (_game, rules) =>
            rules === undefined || (rules?.teamIds.includes(change.teamId) ?? false),
        );
    }
  }

  return {
    exists: async (room: CustomRoom) => (await teamsOf(room)) !== null,

    /** 404 when the room's team or game is gone, else the 403 refusal when not allowed. */
    async authorize(userId: string, room: CustomRoom, action: RoomAction): Promise<void> {
      const refusal = await refusalIn(userId, room, action);
      if (refusal === "missing") throw notFound(CUSTOM_TEAM_MESSAGES.teamNotFound);
      if (refusal) throw refusalError(refusal);
    },

    /**
     * Why the user may not post in a room they may read (a team mute says until when), as the
     * 403 of a send would say it; null when they may post. Lets the composer say so up front.
     */
    async postingRestriction(userId: string, room: CustomRoom): Promise<PostingRestriction | null> {
      const refusal = await refusalIn(userId, room, "post");
      if (refusal === null || refusal === "missing") return null;
      return {
        message: TEAM_ROOM_MESSAGES[refusal.kind],
        ...(refusal.kind === "muted" ? { mutedUntil: refusal.until?.toISOString() ?? null } : {}),
      };
    },

    async mayRead(userId: string, room: CustomRoom): Promise<boolean> {
      return (await refusalIn(userId, room, "read")) === null;
    },

    /** The words of the room's team (both teams', home first, in a game between two). */
    async rewriterFor(room: CustomRoom): Promise<Rewrite | null> {
      const found: Rewrite[] = [];
      for (const teamId of (await teamsOf(room)) ?? []) {
        const rewrite = await cachedRewriter(teamId);
        if (rewrite) found.push(rewrite);
      }
      if (found.length === 0) return null;
      const blocks = await deps.textBlocker();
      return (text) => {
        const out = found.reduce((rewritten, rewrite) => rewrite(rewritten), text);
        // Each replacement word passed the filter alone; side by side in a message they could
        // spell what it refuses ("nice" → "go kill", "play" → "yourself"), or what a staff rule
        // does. Then the message is shown as its author wrote it, which the filter let through.
        return out !== text && blocks(out) ? text : out;
      };
    },

    /** The team's own room and the rooms of every game it plays. */
    async roomsOf(teamId: string): Promise<CustomRoom[]> {
      const games = await deps.games.listForTeam(teamId);
      return [
        toRoom({ type: "custom-team", customTeamId: teamId }),
        ...games.map((g) => toRoom({ type: "custom-game", customGameId: g.id })),
      ];
    },

    forget,

    /** After a change is written: forget it here, then let the listeners (sockets) act on it. */
    async changed(change: RoomAccessChange): Promise<void> {
      forget(change);
      for (const listener of listeners) await listener(change);
    },

    onChange(listener: ChangeListener): void {
      listeners.push(listener);
    },
  };
}

export type TeamRoomsService = ReturnType<typeof createTeamRoomsService>;
