import type { RoomButton } from "@huddle/contracts/room-navigation";
import { roomUrl, type RoomAddress } from "@huddle/contracts/rules/room";
import type { Game, Team } from "@huddle/contracts/sports";
import { leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";

/**
 * Button builders for the room navigation (spec 000 §3 Room navigation button). Each button
 * carries the room it leads to; its `path` is that room's `roomUrl`.
 */

type ButtonFields = Omit<RoomButton, "room" | "path">;

const button = (fields: ButtonFields, room: RoomAddress): RoomButton => ({
  ...fields,
  room,
  path: roomUrl(room),
});

/** Back to the home page (spec 000 §3 type `home`; the breadcrumb's first step). */
export const homeButton = (): RoomButton =>
  button({ type: "home", label: "Home" }, { type: "home" });

/** Back up to the room this one sits in (a conference's league, a sideline's game). */
export const backButton = (label: string, room: RoomAddress): RoomButton =>
  button({ type: "back", label }, room);

export const leagueButton = (league: LeagueId): RoomButton =>
  button({ type: "league", label: leagueName(league) }, { type: "league", league });

/** A conference; `label` defaults to its name ('Eastern Conference'). */
export const conferenceButton = (
  league: LeagueId,
  conference: { id: string; name: string },
  label = conference.name,
): RoomButton =>
  button({ type: "conference", label }, { type: "conference", league, conference: conference.id });

export const teamButton = (team: Team): RoomButton =>
  button(
    { type: "team", label: team.name, teamName: team.name, teamId: team.id },
    { type: "team", teamId: team.id },
  );

export const gameButton = (game: Game): RoomButton =>
  button(
    {
      type: "game",
      label: {
        displayValue: `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`,
        value: game.id,
      },
    },
    { type: "game", league: game.league, gameId: game.id },
  );

export const sidelineButton = (game: Game, side: "home" | "away"): RoomButton => {
  const team = side === "home" ? game.homeTeam : game.awayTeam;
  return button(
    {
      type: "sideline",
      label: `${team.shortName} Sideline`,
      teamName: team.name,
      teamId: team.teamId,
    },
    { type: "sideline", league: game.league, gameId: game.id, teamId: team.teamId },
  );
};
