import { CHAT_MESSAGES, type PostingRestriction } from "@huddle/contracts/chat";
import { roomFromSlug, type Room } from "@huddle/contracts/rules/room";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { SportsQueries } from "../sports/sports.queries.ts";

/** What the sports tables know, as far as rooms care. */
export interface RoomCatalog {
  teamExists(teamId: string): Promise<boolean>;
  conferenceExists(league: string, conferenceId: string): Promise<boolean>;
  /** The home and away team ids of a stored game; null when there is no such game. */
  gameTeams(gameId: string): Promise<readonly string[] | null>;
}

export type CustomRoom = Extract<Room, { type: "custom-team" | "custom-game" }>;
export type RoomAction = "read" | "post";
export type Rewrite = (text: string) => string;

/**
 * What the custom-teams module decides about its rooms (issue 11): whether the team or game is
 * there, who may read and post, and the team's word filter. It keeps its own short-lived,
 * invalidated caches, so answers are not kept here.
 */
export interface CustomRoomRules {
  exists(room: CustomRoom): Promise<boolean>;
  /** Throws the 403 refusal when the user may not `action` in the (existing) room. */
  authorize(userId: string, room: CustomRoom, action: RoomAction): Promise<void>;
  /** The team's word replacements for what is shown in the room; null when there are none. */
  rewriterFor(room: CustomRoom): Promise<Rewrite | null>;
  /** Why the user, who may read the room, may not post in it; null when they may. */
  postingRestriction(userId: string, room: CustomRoom): Promise<PostingRestriction | null>;
}

const isCustom = (room: Room): room is CustomRoom =>
  room.type === "custom-team" || room.type === "custom-game";

/**
 * Join and send are the hottest paths, and ids never leave the sports tables once there, so an
 * answer is kept a minute; a game the schedule sync adds shows up within that minute.
 */
const EXISTS_CACHE_MS = 60_000;
const EXISTS_CACHE_ENTRIES = 20_000;

export function sportsRoomCatalog(
  sports: Pick<SportsQueries, "team" | "conferences" | "game">,
): RoomCatalog {
  return {
    teamExists: async (teamId) => (await sports.team(teamId)) !== undefined,
    conferenceExists: async (league, conferenceId) =>
      (await sports.conferences(league)).some((c) => c.id === conferenceId),
    gameTeams: async (gameId) => {
      const game = await sports.game(gameId);
      return game ? [game.homeTeam.teamId, game.awayTeam.teamId] : null;
    },
  };
}

async function exists(catalog: RoomCatalog, room: Room): Promise<boolean> {
  switch (room.type) {
    case "home":
    case "general":
    case "league":
      return true;
    case "conference":
      return catalog.conferenceExists(room.league, room.conference);
    case "team":
      return catalog.teamExists(room.teamId);
    case "game":
      return (await catalog.gameTeams(room.gameId)) !== null;
    case "sideline":
      return (await catalog.gameTeams(room.gameId))?.includes(room.teamId) ?? false;
    // Answered by CustomRoomRules, uncached here: a deleted team's rooms go at once.
    case "custom-team":
    case "custom-game":
      return false;
  }
}

/**
 * The rooms that exist: home, general and the leagues, plus conference, team, game and sideline
 * rooms whose ids are in the sports tables, and custom-team and custom-game rooms of teams and
 * games that exist (when `custom` is given). A well-formed slug for anything else is 404 'Room
 * not found', so nobody can open an unlisted room that no one browses or moderates
 * (docs/decisions.md). Every signed-in fan may read and post in the sports rooms; custom rooms
 * follow their team's rules.
 */
export function createRoomDirectory(
  catalog: RoomCatalog,
  options: { custom?: CustomRoomRules; now?: () => number } = {},
) {
  const { custom } = options;
  const known = new TtlCache<string, boolean>(EXISTS_CACHE_MS, EXISTS_CACHE_ENTRIES, options.now);

  /** The room of a slug in canonical form; 400 when malformed, 404 when it does not exist. */
  async function resolve(slug: string): Promise<Room> {
    const result = roomFromSlug(slug);
    if (!result.ok) throw badRequest(result.error);
    const { room } = result;
    const found = isCustom(room)
      ? ((await custom?.exists(room)) ?? false)
      : await known.getOrLoad(room.slug, () => exists(catalog, room));
    if (!found) throw notFound(CHAT_MESSAGES.roomNotFound);
    return room;
  }

  return {
    resolve,

    /** The room, when the user may read (history, join) or post (send, edit) in it. */
    async open(userId: string, slug: string, action: RoomAction): Promise<Room> {
      const room = await resolve(slug);
      if (custom && isCustom(room)) await custom.authorize(userId, room, action);
      return room;
    },

    /** Why the user may not post in a room of a custom team; null elsewhere and when they may. */
    async postingRestriction(userId: string, room: Room): Promise<PostingRestriction | null> {
      return custom && isCustom(room) ? custom.postingRestriction(userId, room) : null;
    },

    /** What every reader's view of the room passes through first (a team's words); else null. */
    async rewriterFor(room: Room): Promise<Rewrite | null> {
      return custom && isCustom(room) ? custom.rewriterFor(room) : null;
    },
  };
}

export type RoomDirectory = ReturnType<typeof createRoomDirectory>;
