import type { RoomButton, RoomButtonsResponse } from "@huddle/contracts/room-navigation";
import type { Room, RoomAddress } from "@huddle/contracts/rules/room";
import { roomDisplayName, roomSlug, roomUrl } from "@huddle/contracts/rules/room";
import { isLeagueId, leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

/**
 * What the room's navigation call (GET /api/sports/room/buttons) knows about the room: the
 * league and conference of a team, the league of a game reached without one, and the names.
 */
export type RoomNavigation = Pick<RoomButtonsResponse, "context" | "buttons">;

/** spec 000 §2: the custom rooms' middle crumb, with this exact target. */
export const TEAMS_CRUMB: Crumb = { label: "Teams", to: "/teams" };
const HOME: Crumb = { label: "Home", to: "/" };

const labelText = (label: RoomButton["label"]) =>
  typeof label === "string" ? label : label.displayValue;

/** The navigation's facts (its query is keyed by the room's query, so they are this room's). */
function facts(navigation: RoomNavigation | undefined) {
  const ctx = navigation?.context;
  const buttons = navigation?.buttons ?? [];
  const league = ctx?.league && isLeagueId(ctx.league) ? ctx.league : undefined;
  /** The label of the button that leads to `room` (slugs name a room whatever its link's league). */
  const buttonLabel = (room: RoomAddress) => {
    const label = buttons.find((b) => roomSlug(b.room) === roomSlug(room))?.label;
    return label && labelText(label);
  };
  return { title: ctx?.title, league, conference: ctx?.conference, buttonLabel };
}

function leagueCrumb(league: LeagueId): Crumb {
  return { label: leagueName(league), to: roomUrl({ type: "league", league }) };
}

function teamCrumbs(room: Extract<Room, { type: "team" }>, f: ReturnType<typeof facts>): Crumb[] {
  const crumbs = f.league ? [leagueCrumb(f.league)] : [];
  if (f.league && f.conference) {
    const conference: RoomAddress = {
      type: "conference",
      league: f.league,
      conference: f.conference,
    };
    // The team room lists its conference as a button named by the sports data ('AFC West').
    const label = f.buttonLabel(conference) ?? f.conference.toUpperCase();
    crumbs.push({ label, to: roomUrl(conference) });
  }
  return [...crumbs, { label: f.title ?? roomDisplayName(room) }];
}

function gameCrumbs(
  room: Extract<Room, { type: "game" | "sideline" }>,
  f: ReturnType<typeof facts>,
): Crumb[] {
  const league = room.league ?? f.league;
  const crumbs = league ? [leagueCrumb(league)] : [];
  const game: RoomAddress = { type: "game", gameId: room.gameId, league };
  if (room.type === "game") return [...crumbs, { label: f.title ?? roomDisplayName(game) }];
  // A sideline room's navigation leads back to its game under the game's name ('KC @ BUF').
  const gameLabel = f.buttonLabel(game) ?? roomDisplayName(game);
  // Its title reads '{Team} Sideline · {game}'; the game already has its own crumb.
  const suffix = ` · ${gameLabel}`;
  const sideline = f.title?.endsWith(suffix) ? f.title.slice(0, -suffix.length) : f.title;
  return [
    ...crumbs,
    { label: gameLabel, to: roomUrl(game) },
    { label: sideline ?? `Team ${room.teamId} sideline` },
  ];
}

/**
 * A custom game's team, between Teams and the game: its navigation lists the home team's room
 * first (then the opponent's, when that is a custom team too), and only to fans who may read it.
 */
function homeTeamCrumb(navigation: RoomNavigation | undefined): Crumb[] {
  const home = navigation?.buttons.find((b) => b.type === "customTeam");
  if (!home) return [];
  return [{ label: labelText(home.label), to: roomUrl(home.room) }];
}

/**
 * spec 000 §2 breadcrumb: Home, then league/conference, team, game/sideline, or Teams (/teams)
 * with the team and game name, or General Chat. The last crumb is the current room. Without the
 * navigation (still loading, or failed) the trail is built from the room query alone.
 */
export function roomBreadcrumb(room: Room, navigation?: RoomNavigation): Crumb[] {
  const f = facts(navigation);
  switch (room.type) {
    case "home":
    case "general":
      return [HOME, { label: "General Chat" }];
    case "league":
      return [HOME, { label: leagueName(room.league) }];
    case "conference": {
      // Its title is '{league} {conference name}'; the league already has its own crumb.
      const prefix = `${leagueName(room.league)} `;
      const name = f.title?.startsWith(prefix) ? f.title.slice(prefix.length) : undefined;
      return [HOME, leagueCrumb(room.league), { label: name ?? room.conference.toUpperCase() }];
    }
    case "team":
      return [HOME, ...teamCrumbs(room, f)];
    case "game":
    case "sideline":
      return [HOME, ...gameCrumbs(room, f)];
    case "custom-team":
      return [HOME, TEAMS_CRUMB, { label: f.title ?? roomDisplayName(room) }];
    case "custom-game":
      return [
        HOME,
        TEAMS_CRUMB,
        ...homeTeamCrumb(navigation),
        { label: f.title ?? roomDisplayName(room) },
      ];
  }
}
