import type { RoomButton } from "@huddle/contracts/room-navigation";
import { gameUrl, type Game, type Team } from "@huddle/contracts/sports";
import { leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";

/** Button builders for the room navigation (spec 000 §3 Room navigation button). */

/** Back to the home page (spec 000 §3 type `home`; the breadcrumb's first step). */
export const homeButton = (): RoomButton => ({ type: "home", label: "Home", path: "/" });

export const backButton = (label: string, path: string): RoomButton => ({
  type: "back",
  label,
  path,
});

export const leagueButton = (league: LeagueId): RoomButton => ({
  type: "league",
  label: leagueName(league),
  path: `/room?league=${league}`,
});

/** A conference; `label` defaults to its name ('Eastern Conference'). */
export const conferenceButton = (
  league: string,
  conference: { id: string; name: string },
  label = conference.name,
): RoomButton => ({
  type: "conference",
  label,
  path: `/room?league=${league}&conference=${conference.id}`,
});

export const teamButton = (team: Team): RoomButton => ({
  type: "team",
  label: team.name,
  path: `/room?league=${team.league}&teamroom=${team.id}`,
  teamName: team.name,
  teamId: team.id,
});

export const gameButton = (game: Game): RoomButton => ({
  type: "game",
  label: {
    displayValue: `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`,
    value: game.id,
  },
  path: gameUrl(game.league, game.id),
});

export const sidelineButton = (game: Game, side: "home" | "away"): RoomButton => {
  const team = side === "home" ? game.homeTeam : game.awayTeam;
  return {
    type: "sideline",
    label: `${team.shortName} Sideline`,
    path: `${gameUrl(game.league, game.id)}&sideline=${team.teamId}`,
    teamName: team.name,
    teamId: team.teamId,
  };
};
