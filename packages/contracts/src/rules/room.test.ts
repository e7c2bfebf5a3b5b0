import { describe, expect, it } from "vitest";
import {
  INVALID_TEAM_ID,
  roomDisplayName,
  roomFromQuery,
  roomFromSlug,
  roomSlug,
  roomUrl,
  teamIdFromTeamroom,
  toRoom,
  type RoomAddress,
} from "./room.ts";
import { roomAddressSchema } from "../room-address.ts";

const UUID = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";
const slugOf = (query: Parameters<typeof roomFromQuery>[0]) => {
  const result = roomFromQuery(query);
  return result.ok ? result.room.slug : `error: ${result.error}`;
};

describe("room type from the /room query (spec 000 §2, in order)", () => {
  it("1. customGame wins over everything", () => {
    expect(slugOf({ customGame: UUID, customTeam: UUID, game: "401", league: "nfl" })).toBe(
      `custom-game-${UUID}`,
    );
  });

  it("2. customTeam comes next", () => {
    expect(slugOf({ customTeam: UUID, game: "401", teamroom: "12" })).toBe(`custom-team-${UUID}`);
  });

  it("3. game plus sideline gives the sideline room", () => {
    expect(slugOf({ game: "401547", sideline: "12", league: "nfl" })).toBe("sideline-401547-12");
  });

  it("4. game alone gives the game room", () => {
    expect(slugOf({ game: "401547", teamroom: "12", league: "nfl" })).toBe("game-401547");
  });

  it("5. teamroom gives the team room", () => {
    expect(slugOf({ teamroom: "12", league: "nfl", conference: "afc" })).toBe("team-12");
  });

  it("6. league plus conference gives the conference room", () => {
    expect(slugOf({ league: "NFL", conference: "AFC" })).toBe("conference-nfl-afc");
  });

  it("7. league alone gives the league room", () => {
    expect(slugOf({ league: "nba" })).toBe("league-nba");
  });

  it("8. anything else is the general room", () => {
    expect(slugOf({})).toBe("general");
    expect(slugOf({ conference: "afc" })).toBe("general");
  });

  it("takes a teamroom's id from its trailing digits", () => {
    expect(teamIdFromTeamroom("kansas-city-chiefs-12")).toBe("12");
    expect(slugOf({ teamroom: "chiefs12" })).toBe("team-12");
  });

  it("answers 'Invalid team ID' for a teamroom without trailing digits", () => {
    expect(roomFromQuery({ teamroom: "chiefs" })).toEqual({ ok: false, error: INVALID_TEAM_ID });
    expect(INVALID_TEAM_ID).toBe("Invalid team ID");
  });

  it("refuses unknown leagues, malformed game ids and non-UUID custom ids", () => {
    expect(roomFromQuery({ league: "xfl" }).ok).toBe(false);
    expect(roomFromQuery({ game: "40-15" }).ok).toBe(false);
    expect(roomFromQuery({ customTeam: "not-a-uuid" }).ok).toBe(false);
  });
  it("lets a higher step win over an unknown league, which only spoils league and conference rooms", () => {
    const uuid = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";
    expect(slugOf({ customGame: uuid, league: "xfl" })).toBe(`custom-game-${uuid}`);
    expect(slugOf({ customTeam: uuid, league: "xfl" })).toBe(`custom-team-${uuid}`);
    expect(slugOf({ game: "401547", league: "xfl" })).toBe("game-401547");
    expect(slugOf({ game: "401547", sideline: "12", league: "xfl" })).toBe("sideline-401547-12");
    expect(slugOf({ teamroom: "chiefs-12", league: "xfl" })).toBe("team-12");
    expect(roomFromQuery({ league: "xfl", conference: "afc" }).ok).toBe(false);
  });
});

describe("slugs", () => {
  it.each([
    "home",
    "general",
    "league-mls",
    "conference-ncaafb-big-ten",
    "team-129764",
    "game-401547",
    "sideline-401547-12",
    `custom-team-${UUID}`,
    `custom-game-${UUID}`,
  ])("parses %s back to the same room", (slug) => {
    const result = roomFromSlug(slug);
    expect(result.ok && result.room.slug).toBe(slug);
  });

  it("treats 'homepage' as an alias of home", () => {
    expect(roomFromSlug("homepage")).toEqual({ ok: true, room: { type: "home", slug: "home" } });
  });

  it("refuses slugs that name no room", () => {
    for (const slug of [
      "",
      "lobby",
      "league-xfl",
      "team-abc",
      "sideline-401547",
      "custom-team-1",
    ]) {
      expect(roomFromSlug(slug).ok).toBe(false);
    }
  });

  it("builds the /room link and a display name for each room", () => {
    const game = roomFromQuery({ league: "nfl", game: "401547" });
    expect(game.ok && roomUrl(game.room)).toBe("/room?league=nfl&game=401547");
    const conference = roomFromQuery({ league: "ncaafb", conference: "sec" });
    expect(conference.ok && roomDisplayName(conference.room)).toBe("NCAA FB SEC");
    const general = roomFromQuery({});
    expect(general.ok && roomUrl(general.room)).toBe("/room");
    expect(general.ok && roomDisplayName(general.room)).toBe("General Chat");
  });
});

/** One address of every room type, with its canonical slug and /room link. */
const EVERY_ROOM: [RoomAddress, string, string][] = [
  [{ type: "home" }, "home", "/"],
  [{ type: "general" }, "general", "/room"],
  [{ type: "league", league: "nfl" }, "league-nfl", "/room?league=nfl"],
  [
    { type: "conference", league: "ncaafb", conference: "big-ten" },
    "conference-ncaafb-big-ten",
    "/room?league=ncaafb&conference=big-ten",
  ],
  [{ type: "team", teamId: "10000012" }, "team-10000012", "/room?teamroom=10000012"],
  [{ type: "game", gameId: "401547" }, "game-401547", "/room?game=401547"],
  [
    { type: "game", gameId: "sim401547", league: "nba" },
    "game-sim401547",
    "/room?league=nba&game=sim401547",
  ],
  [
    { type: "sideline", gameId: "401547", teamId: "12" },
    "sideline-401547-12",
    "/room?game=401547&sideline=12",
  ],
  [
    { type: "sideline", gameId: "401547", teamId: "12", league: "nfl" },
    "sideline-401547-12",
    "/room?league=nfl&game=401547&sideline=12",
  ],
  [{ type: "custom-team", customTeamId: UUID }, `custom-team-${UUID}`, `/room?customTeam=${UUID}`],
  [{ type: "custom-game", customGameId: UUID }, `custom-game-${UUID}`, `/room?customGame=${UUID}`],
];

/** The /room query of a link, as the room page reads it (the ids need no decoding). */
function queryOf(url: string): Record<string, string> {
  const query = url.split("?")[1];
  return Object.fromEntries(query ? query.split("&").map((pair) => pair.split("=")) : []);
}

/** A slug does not carry a game's league (the room is the same in every league's link). */
function withoutLeagueOfGame(address: RoomAddress): RoomAddress {
  if (address.type === "game") return { type: "game", gameId: address.gameId };
  if (address.type === "sideline") {
    return { type: "sideline", gameId: address.gameId, teamId: address.teamId };
  }
  return address;
}

describe("room addresses (issue 10: one room address)", () => {
  it.each(EVERY_ROOM)("names %j as %s and links it as %s", (address, slug, url) => {
    expect(roomSlug(address)).toBe(slug);
    expect(roomUrl(address)).toBe(url);
  });

  it.each(EVERY_ROOM.filter(([address]) => address.type !== "home"))(
    "parses the link of %j back to the same room",
    (address) => {
      expect(roomFromQuery(queryOf(roomUrl(address)))).toEqual({ ok: true, room: toRoom(address) });
    },
  );

  it.each(EVERY_ROOM)("parses the slug of %j back to the same room", (address) => {
    expect(roomFromSlug(roomSlug(address))).toEqual({
      ok: true,
      room: toRoom(withoutLeagueOfGame(address)),
    });
  });

  it("keeps reading the older team room link that also names the league", () => {
    const old = roomFromQuery({ league: "nfl", teamroom: "10000012" });
    expect(old).toEqual({ ok: true, room: toRoom({ type: "team", teamId: "10000012" }) });
    expect(old.ok && roomUrl(old.room)).toBe("/room?teamroom=10000012");
  });

  it.each(EVERY_ROOM)("accepts %j on the wire", (address) => {
    expect(roomAddressSchema.parse(address)).toEqual(address);
  });

  it("refuses wire addresses the /room parser would refuse", () => {
    for (const bad of [
      { type: "league", league: "xfl" },
      { type: "team", teamId: "chiefs" },
      { type: "game", gameId: "40-15" },
      { type: "custom-team", customTeamId: "not-a-uuid" },
      { type: "lobby" },
    ]) {
      expect(roomAddressSchema.safeParse(bad).success).toBe(false);
    }
  });
});
