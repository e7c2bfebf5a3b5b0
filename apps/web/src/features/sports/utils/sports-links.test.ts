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

  it("builds room links from a url or /room?{slug}", () => {
    expect(buttonLink({ type: "league", label: "NFL", path: "/room?league=nfl" })).toBe(
      "/room?league=nfl",
    );
    expect(buttonLink({ type: "league", label: "NFL", path: "league=nfl" })).toBe(
      "/room?league=nfl",
    );
    expect(buttonLeague({ type: "league", label: "NFL", path: "league=nfl" })).toBe("nfl");
    expect(
      buttonText({ type: "game", label: { displayValue: "KC @ BUF", value: "401" }, path: "/" }),
    ).toBe("KC @ BUF");
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
