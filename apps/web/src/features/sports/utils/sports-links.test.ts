import { describe, expect, it } from "vitest";
import { roomFromQuery, type Room } from "@huddle/contracts/rules/room";
import {
  boxscoreQueryForRoom,
  buttonLeague,
  buttonLink,
  buttonText,
  gameLink,
} from "./sports-links";

const room = (query: Record<string, string>): Room => {
  const result = roomFromQuery(query);
  if (!result.ok) throw new Error(result.error);
  return result.room;
};

describe("sports links", () => {
  it("links a game to /room{gameUrl} or /room?league=&game=", () => {
    const game = { league: "nfl" as const, id: "401" };
    expect(gameLink({ ...game, gameUrl: "/room?league=nfl&game=401" })).toBe(
      "/room?league=nfl&game=401",
    );
    expect(gameLink({ ...game, gameUrl: "?league=nfl&game=401" })).toBe(
      "/room?league=nfl&game=401",
    );
    expect(gameLink({ ...game, gameUrl: "" })).toBe("/room?league=nfl&game=401");
  });

  it("links a button to the room it carries, and names its league and text", () => {
    const nfl = { type: "league", label: "NFL", room: { type: "league", league: "nfl" } } as const;
    expect(buttonLink({ ...nfl, path: "league=nfl" })).toBe("/room?league=nfl");
    expect(buttonLeague({ ...nfl, path: "/room?league=nfl" })).toBe("nfl");
    const team = { type: "team", teamId: "10000012" } as const;
    expect(buttonLink({ type: "team", label: "Chiefs", room: team, path: "" })).toBe(
      "/room?teamroom=10000012",
    );
    expect(buttonLeague({ type: "team", label: "Chiefs", room: team, path: "" })).toBeNull();
    const game = { type: "game", gameId: "401", league: "nfl" } as const;
    const label = { displayValue: "KC @ BUF", value: "401" };
    expect(buttonText({ type: "game", label, room: game, path: "/" })).toBe("KC @ BUF");
    expect(buttonLink({ type: "back", label, room: game, path: "/" })).toBe(
      "/room?league=nfl&game=401",
    );
  });

  it("asks the boxscore of each room by its query", () => {
    expect(boxscoreQueryForRoom(room({ league: "nfl" }))).toEqual({ league: "nfl" });
    expect(boxscoreQueryForRoom(room({ league: "nfl", conference: "afc" }))).toEqual({
      league: "nfl",
      conference: "afc",
    });
    expect(boxscoreQueryForRoom(room({ teamroom: "chiefs-10000012" }))).toEqual({
      teamroom: "10000012",
    });
    expect(boxscoreQueryForRoom(room({ game: "401", sideline: "12" }))).toEqual({ game: "401" });
    expect(boxscoreQueryForRoom(room({}))).toBeNull();
  });
});
