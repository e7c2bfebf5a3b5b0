import type { Room } from "@huddle/contracts/rules/room";
import { roomDisplayName, roomUrl } from "@huddle/contracts/rules/room";
import { leagueName } from "@huddle/contracts/sports-leagues";

/** spec 000 §2 Chat room header: the room's name, or 'Chat Room' for the general room. */
export function roomTitle(room: Room): string {
  return room.type === "general" ? "Chat Room" : roomDisplayName(room);
}

/** spec 000 §2 Chat room header subtitles. */
export function roomSubtitle(room: Room): string {
  switch (room.type) {
    case "team":
    case "custom-team":
      return "Team discussion room";
    case "game":
    case "sideline":
    case "custom-game":
      return "Game discussion room";
    case "conference":
      return "Conference discussion room";
    case "league":
      return "League discussion room";
    case "home":
    case "general":
      return "General Chat";
  }
}

export interface Crumb {
  label: string;
  /** Absent on the current page. */
  to?: string;
}

function gameCrumbs(room: Extract<Room, { type: "game" | "sideline" }>): Crumb[] {
  const crumbs: Crumb[] = room.league
    ? [{ label: leagueName(room.league), to: `/room?league=${room.league}` }]
    : [];
  const game = {
    type: "game",
    slug: `game-${room.gameId}`,
    gameId: room.gameId,
    league: room.league,
  } as const;
  if (room.type === "game") return [...crumbs, { label: roomDisplayName(game) }];
  return [
    ...crumbs,
    { label: roomDisplayName(game), to: roomUrl(game) },
    { label: `Team ${room.teamId} sideline` },
  ];
}

/**
 * spec 000 §2 breadcrumb: Home, then league/conference, team, game/sideline, Teams for custom
 * rooms, or General Chat. The last crumb is the current room.
 */
export function roomBreadcrumb(room: Room): Crumb[] {
  const home: Crumb = { label: "Home", to: "/" };
  switch (room.type) {
    case "home":
    case "general":
      return [home, { label: "General Chat" }];
    case "league":
      return [home, { label: leagueName(room.league) }];
    case "conference":
      return [
        home,
        { label: leagueName(room.league), to: `/room?league=${room.league}` },
        { label: room.conference.toUpperCase() },
      ];
    case "team":
      return [home, { label: roomDisplayName(room) }];
    case "game":
    case "sideline":
      return [home, ...gameCrumbs(room)];
    case "custom-team":
    case "custom-game":
      return [home, { label: "Teams", to: "/custom" }, { label: roomDisplayName(room) }];
  }
}
