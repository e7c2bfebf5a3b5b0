import { isLeagueId, leagueName, type LeagueId } from "../sports-leagues.ts";

/**
 * Rooms. spec 000 §2 derives a room from the /room query in a fixed order. A room is named by its
 * address (its kind and the ids that pick it out); `roomSlug` and `roomUrl` are the only ways to
 * turn an address into the canonical slug the server, the socket layer and the web app use, or
 * into its /room link (docs/decisions.md, issue 10 — room address).
 */
export type RoomAddress =
  | { type: "home" }
  | { type: "general" }
  | { type: "league"; league: LeagueId }
  | { type: "conference"; league: LeagueId; conference: string }
  | { type: "team"; teamId: string }
  | { type: "game"; gameId: string; league?: LeagueId }
  | { type: "sideline"; gameId: string; teamId: string; league?: LeagueId }
  | { type: "custom-team"; customTeamId: string }
  | { type: "custom-game"; customGameId: string };

/** A room as the parsers return it: its address and, once computed, its canonical slug. */
export type Room = RoomAddress & { slug: string };

export type RoomType = Room["type"];

export interface RoomQuery {
  league?: string | null;
  conference?: string | null;
  teamroom?: string | null;
  game?: string | null;
  sideline?: string | null;
  customTeam?: string | null;
  customGame?: string | null;
}

export const INVALID_TEAM_ID = "Invalid team ID";
export const INVALID_ROOM = "This room link is not valid.";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const CONFERENCE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Game ids are ESPN event ids or simulator ids: letters and digits, no dashes. */
const GAME_ID = /^[A-Za-z0-9]{1,40}$/;

export type RoomResult = { ok: true; room: Room } | { ok: false; error: string };

const ok = (address: RoomAddress): RoomResult => ({ ok: true, room: toRoom(address) });
const fail = (error = INVALID_ROOM): RoomResult => ({ ok: false, error });

/** The team id of a teamroom value is its trailing digits ("chiefs-12" -> "12"). */
export function teamIdFromTeamroom(teamroom: string): string | null {
  const digits = /(\d+)$/.exec(teamroom.trim())?.[1];
  return digits && digits.length <= 12 ? String(Number(digits)) : null;
}

function present(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** spec 000 §2: the 8-step order, from customGame down to general. */
export function roomFromQuery(query: RoomQuery): RoomResult {
  const league = present(query.league) ? query.league.trim().toLowerCase() : undefined;
  // An unknown league only spoils the steps that use it (6 and 7); a game link that also
  // carries a stray league still opens the game.
  const leagueId = league && isLeagueId(league) ? league : undefined;

  if (present(query.customGame)) return customRoom("custom-game", query.customGame.trim());
  if (present(query.customTeam)) return customRoom("custom-team", query.customTeam.trim());
  if (present(query.game)) {
    const gameId = query.game.trim();
    if (!GAME_ID.test(gameId)) return fail();
    if (present(query.sideline)) {
      const teamId = teamIdFromTeamroom(query.sideline);
      if (!teamId) return fail(INVALID_TEAM_ID);
      return ok({
        type: "sideline",
        gameId,
        teamId,
        ...(leagueId ? { league: leagueId } : {}),
      });
    }
    return ok({
      type: "game",
      gameId,
      ...(leagueId ? { league: leagueId } : {}),
    });
  }
  if (present(query.teamroom)) {
    const teamId = teamIdFromTeamroom(query.teamroom);
    if (!teamId) return fail(INVALID_TEAM_ID);
    return ok({ type: "team", teamId });
  }
  if (league && !leagueId) return fail();
  if (leagueId && present(query.conference)) {
    const conference = query.conference.trim().toLowerCase();
    if (!CONFERENCE_ID.test(conference)) return fail();
    return ok({ type: "conference", league: leagueId, conference });
  }
  if (leagueId) return ok({ type: "league", league: leagueId });
  return ok({ type: "general" });
}

function customRoom(type: "custom-team" | "custom-game", id: string): RoomResult {
  if (!UUID.test(id)) return fail(type === "custom-team" ? INVALID_TEAM_ID : INVALID_ROOM);
  const lower = id.toLowerCase();
  return type === "custom-team"
    ? ok({ type, customTeamId: lower })
    : ok({ type, customGameId: lower });
}

const SLUG_PATTERNS: [RegExp, (m: RegExpExecArray) => RoomResult][] = [
  [/^(home|homepage)$/, () => ok({ type: "home" })],
  [/^general$/, () => ok({ type: "general" })],
  [/^league-([a-z]+)$/, (m) => roomFromQuery({ league: m[1] })],
  [/^conference-([a-z]+)-(.+)$/, (m) => roomFromQuery({ league: m[1], conference: m[2] })],
  [/^team-(\d+)$/, (m) => roomFromQuery({ teamroom: m[1] })],
  [/^game-([A-Za-z0-9]+)$/, (m) => roomFromQuery({ game: m[1] })],
  [/^sideline-([A-Za-z0-9]+)-(\d+)$/, (m) => roomFromQuery({ game: m[1], sideline: m[2] })],
  [/^custom-team-(.+)$/, (m) => roomFromQuery({ customTeam: m[1] })],
  [/^custom-game-(.+)$/, (m) => roomFromQuery({ customGame: m[1] })],
];

/** The room of a canonical slug ('homepage' is an alias of 'home'); canonical form is returned. */
export function roomFromSlug(slug: string): RoomResult {
  for (const [pattern, build] of SLUG_PATTERNS) {
    const match = pattern.exec(slug);
    if (match) return build(match);
  }
  return fail();
}

/** The canonical slug of a room: its chat room, socket room and message key. */
export function roomSlug(room: RoomAddress): string {
  switch (room.type) {
    case "home":
      return "home";
    case "general":
      return "general";
    case "league":
      return `league-${room.league}`;
    case "conference":
      return `conference-${room.league}-${room.conference}`;
    case "team":
      return `team-${room.teamId}`;
    case "game":
      return `game-${room.gameId}`;
    case "sideline":
      return `sideline-${room.gameId}-${room.teamId}`;
    case "custom-team":
      return `custom-team-${room.customTeamId}`;
    case "custom-game":
      return `custom-game-${room.customGameId}`;
  }
}

/** The address of a room without its slug: what a message carries as `room` (spec 000 §3). */
export function addressOf({ slug: _slug, ...address }: Room): RoomAddress {
  return address;
}

/** A room of an address, carrying its canonical slug. */
export function toRoom<Address extends RoomAddress>(address: Address): Address & { slug: string } {
  return { ...address, slug: roomSlug(address) };
}

/**
 * The /room link of a room (home has none: it lives on the home page). A team room's one
 * spelling is `?teamroom={id}`; the older `?league=…&teamroom=…` still parses to the same room.
 * A game or sideline link carries its league when it is known (spec 000 §2 game cards).
 */
export function roomUrl(room: RoomAddress): string {
  switch (room.type) {
    case "home":
      return "/";
    case "general":
      return "/room";
    case "league":
      return `/room?league=${room.league}`;
    case "conference":
      return `/room?league=${room.league}&conference=${room.conference}`;
    case "team":
      return `/room?teamroom=${room.teamId}`;
    case "game":
      return `/room?${room.league ? `league=${room.league}&` : ""}game=${room.gameId}`;
    case "sideline":
      return `/room?${room.league ? `league=${room.league}&` : ""}game=${room.gameId}&sideline=${room.teamId}`;
    case "custom-team":
      return `/room?customTeam=${room.customTeamId}`;
    case "custom-game":
      return `/room?customGame=${room.customGameId}`;
  }
}

/** A short human name for a room; sports data refines team and game names where it has them. */
export function roomDisplayName(room: RoomAddress): string {
  switch (room.type) {
    case "home":
      return "Home";
    case "general":
      return "General Chat";
    case "league":
      return leagueName(room.league);
    case "conference":
      return `${leagueName(room.league)} ${room.conference.toUpperCase()}`;
    case "team":
      return `Team ${room.teamId}`;
    case "game":
      return `Game ${room.gameId}`;
    case "sideline":
      return `Game ${room.gameId} · Team ${room.teamId} sideline`;
    case "custom-team":
      return "Custom Team";
    case "custom-game":
      return "Custom Game";
  }
}
