import { describe, expect, it } from "vitest";
import { roomFromQuery, type Room } from "@huddle/contracts/rules/room";
import { roomSubtitle, roomTitle } from "./room-labels";

function room(query: Parameters<typeof roomFromQuery>[0]): Room {
  const result = roomFromQuery(query);
  if (!result.ok) throw new Error(result.error);
  return result.room;
}

describe("room labels", () => {
  it.each([
    [{ teamroom: "chiefs-12" }, "Team 12", "Team discussion room"],
    [{ league: "nfl", game: "401" }, "Game 401", "Game discussion room"],
    [{ league: "nfl", conference: "afc" }, "NFL AFC", "Conference discussion room"],
    [{ league: "nba" }, "NBA", "League discussion room"],
    [{}, "Chat Room", "General Chat"],
  ])("titles %j as %s / %s", (query, title, subtitle) => {
    expect(roomTitle(room(query))).toBe(title);
    expect(roomSubtitle(room(query))).toBe(subtitle);
  });
});
