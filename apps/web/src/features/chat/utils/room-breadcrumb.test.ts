import { describe, expect, it } from "vitest";
import type { RoomButton, RoomContext } from "@huddle/contracts/room-navigation";
import { roomFromQuery, type Room } from "@huddle/contracts/rules/room";
import { roomBreadcrumb, type RoomNavigation } from "./room-breadcrumb";

function room(query: Parameters<typeof roomFromQuery>[0]): Room {
  const result = roomFromQuery(query);
  if (!result.ok) throw new Error(result.error);
  return result.room;
}

/** A navigation response for `of`, shaped like the server's (sports.service roomButtons). */
function navigation(
  of: Room,
  context: Partial<RoomContext> = {},
  buttons: RoomButton[] = [],
): RoomNavigation {
  return {
    context: { type: of.type, roomSlug: of.slug, title: "", ...context },
    buttons,
  };
}

const HOME = { label: "Home", to: "/" };
const NFL = { label: "NFL", to: "/room?league=nfl" };
const CUSTOM_TEAM_ID = "0b6c1f5e-2d4a-4c8e-9f1a-3b5d7e9f1a2c";

describe("roomBreadcrumb", () => {
  it("links the custom rooms' Teams crumb to /teams", () => {
    expect(roomBreadcrumb(room({ customTeam: CUSTOM_TEAM_ID }))).toEqual([
      HOME,
      { label: "Teams", to: "/teams" },
      { label: "Custom Team" },
    ]);
  });

  it("puts a custom game under its home team's room, when the fan may read it", () => {
    const game = room({ customGame: "5d2f7a9c-1b3e-4f6a-8c0d-2e4f6a8c0d1b" });
    const teamRoom = { type: "custom-team", customTeamId: CUSTOM_TEAM_ID } as const;
    const nav = navigation(game, { title: "Eastside Ballers vs Westside" }, [
      {
        type: "customTeam",
        label: "Eastside Ballers",
        room: teamRoom,
        path: `/room?customTeam=${CUSTOM_TEAM_ID}`,
      },
    ]);
    expect(roomBreadcrumb(game, nav)).toEqual([
      HOME,
      { label: "Teams", to: "/teams" },
      { label: "Eastside Ballers", to: `/room?customTeam=${CUSTOM_TEAM_ID}` },
      { label: "Eastside Ballers vs Westside" },
    ]);
    // A private team's room is not offered: the trail skips it rather than name it.
    expect(
      roomBreadcrumb(game, navigation(game, { title: "Eastside Ballers vs Westside" })),
    ).toEqual([HOME, { label: "Teams", to: "/teams" }, { label: "Eastside Ballers vs Westside" }]);
  });

  it("puts a team room under its league and conference once the navigation knows them", () => {
    const team = room({ teamroom: "chiefs-12" });
    const nav = navigation(
      team,
      { title: "Kansas City Chiefs", league: "nfl", conference: "afc-west", teamId: "12" },
      [
        {
          type: "league",
          label: "NFL",
          room: { type: "league", league: "nfl" },
          path: "/room?league=nfl",
        },
        {
          type: "conference",
          label: "AFC West",
          room: { type: "conference", league: "nfl", conference: "afc-west" },
          path: "/room?league=nfl&conference=afc-west",
        },
      ],
    );
    expect(roomBreadcrumb(team, nav)).toEqual([
      HOME,
      NFL,
      { label: "AFC West", to: "/room?league=nfl&conference=afc-west" },
      { label: "Kansas City Chiefs" },
    ]);
  });

  it("names a team's conference by its id when no button names it", () => {
    const team = room({ teamroom: "12" });
    const nav = navigation(team, { title: "Chiefs", league: "nfl", conference: "afc" });
    expect(roomBreadcrumb(team, nav).map((c) => c.label)).toEqual(["Home", "NFL", "AFC", "Chiefs"]);
  });

  it("falls back to the query alone while the navigation loads", () => {
    expect(roomBreadcrumb(room({ teamroom: "12" }))).toEqual([HOME, { label: "Team 12" }]);
    expect(roomBreadcrumb(room({ league: "nfl", game: "401", sideline: "12" }))).toEqual([
      HOME,
      NFL,
      { label: "Game 401", to: "/room?league=nfl&game=401" },
      { label: "Team 12 sideline" },
    ]);
  });

  it("names a sideline room's game and links it, instead of the raw game id", () => {
    const sideline = room({ game: "401", sideline: "12" });
    const game = "Kansas City Chiefs @ Buffalo Bills";
    const nav = navigation(
      sideline,
      { title: `Chiefs Sideline · ${game}`, league: "nfl", gameId: "401", teamId: "12" },
      [
        {
          type: "back",
          label: game,
          room: { type: "game", league: "nfl", gameId: "401" },
          path: "/room?league=nfl&game=401",
        },
        {
          type: "sideline",
          label: "Bills Sideline",
          room: { type: "sideline", league: "nfl", gameId: "401", teamId: "2" },
          path: "/room?league=nfl&game=401&sideline=2",
        },
      ],
    );
    expect(roomBreadcrumb(sideline, nav)).toEqual([
      HOME,
      NFL,
      { label: game, to: "/room?league=nfl&game=401" },
      { label: "Chiefs Sideline" },
    ]);
  });

  it("names the sideline's game only by a button to that very game room", () => {
    const sideline = room({ game: "401", sideline: "12" });
    const nav = navigation(sideline, { league: "nfl", gameId: "401", teamId: "12" }, [
      {
        type: "game",
        label: "Another game",
        room: { type: "game", league: "nfl", gameId: "4012" },
        path: "/room?league=nfl&game=4012",
      },
      {
        type: "sideline",
        label: "Bills Sideline",
        room: { type: "sideline", league: "nfl", gameId: "401", teamId: "2" },
        path: "/room?league=nfl&game=401&sideline=2",
      },
    ]);
    expect(roomBreadcrumb(sideline, nav)[2]).toEqual({
      label: "Game 401",
      to: "/room?league=nfl&game=401",
    });
  });

  it("adds the league crumb to a game reached by ?game= alone once the league is known", () => {
    const game = room({ game: "401" });
    expect(roomBreadcrumb(game).map((c) => c.label)).toEqual(["Home", "Game 401"]);
    const nav = navigation(game, { title: "KC @ BUF", league: "nfl", gameId: "401" });
    expect(roomBreadcrumb(game, nav)).toEqual([HOME, NFL, { label: "KC @ BUF" }]);
  });

  it("shows a conference room's name without repeating the league", () => {
    const conference = room({ league: "nfl", conference: "afc" });
    const nav = navigation(conference, {
      title: "NFL American Football Conference",
      league: "nfl",
      conference: "afc",
    });
    expect(roomBreadcrumb(conference, nav)).toEqual([
      HOME,
      NFL,
      { label: "American Football Conference" },
    ]);
  });
});
