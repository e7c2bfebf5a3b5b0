import { describe, expect, it } from "vitest";
import { LEAGUES } from "@huddle/contracts/sports-leagues";
import { loadSportsSeed } from "./sports-seed.ts";

const { leagues, teams } = loadSportsSeed();
const teamsOf = (league: string) => teams.filter((t) => t.league === league);

describe("sports seed", () => {
  it("holds the seven leagues in order with their display names", () => {
    expect(leagues.map((l) => [l.id, l.name])).toEqual(LEAGUES.map((l) => [l.id, l.name]));
  });

  it.each([
    ["nfl", 32],
    ["nba", 30],
    ["nhl", 32],
    ["mlb", 30],
    ["mls", 30],
  ])("has every %s team (%d)", (league, count) => {
    expect(teamsOf(league)).toHaveLength(count);
  });

  it("has the whole 2025 FBS and the major basketball conferences", () => {
    expect(teamsOf("ncaafb").length).toBeGreaterThanOrEqual(134);
    const mbb = teamsOf("ncaambb");
    const sizes = Object.fromEntries(
      ["acc", "big-ten", "big-12", "sec", "big-east"].map((c) => [
        c,
        mbb.filter((t) => t.conferenceId === c).length,
      ]),
    );
    expect(sizes).toEqual({ acc: 18, "big-ten": 18, "big-12": 16, sec: 16, "big-east": 11 });
  });

  describe("NCAA MBB Division I, 2025-26", () => {
    const mbb = teamsOf("ncaambb");
    const conferenceOf = (espnId: string) => mbb.find((t) => t.espnId === espnId)?.conferenceId;
    const membersOf = (conferenceId: string) => mbb.filter((t) => t.conferenceId === conferenceId);

    it("has all 31 conferences and at least 355 teams, each in one of them", () => {
      const conferences = leagues.find((l) => l.id === "ncaambb")!.conferences.map((c) => c.id);
      expect(conferences).toHaveLength(31);
      expect(mbb.length).toBeGreaterThanOrEqual(355);
      for (const team of mbb) expect(conferences, team.name).toContain(team.conferenceId);
      for (const conference of conferences) expect(membersOf(conference).length).toBeGreaterThan(0);
    });

    it("uses each ESPN id once", () => {
      const espnIds = mbb.map((t) => t.espnId);
      expect(new Set(espnIds).size).toBe(espnIds.length);
    });

    it("fills the conferences that were shells", () => {
      const sizes = Object.fromEntries(
        ["wcc", "atlantic-10", "ivy", "swac", "meac", "missouri-valley", "big-west", "patriot"].map(
          (c) => [c, membersOf(c).length],
        ),
      );
      expect(sizes).toEqual({
        wcc: 12,
        "atlantic-10": 14,
        ivy: 8,
        swac: 12,
        meac: 8,
        "missouri-valley": 11,
        "big-west": 11,
        patriot: 10,
      });
      for (const conference of ["america-east", "big-south", "caa", "maac", "nec"]) {
        expect(membersOf(conference).length, conference).toBeGreaterThanOrEqual(9);
      }
    });

    it("follows the 2025 realignment", () => {
      expect(mbb.find((t) => t.espnId === "2250")).toMatchObject({
        name: "Gonzaga Bulldogs",
        conferenceId: "wcc",
        conferenceDivision: "West Coast",
      });
      expect(conferenceOf("2608")).toBe("wcc"); // Saint Mary's
      expect(conferenceOf("2547")).toBe("wcc"); // Seattle U, from the WAC
      expect(conferenceOf("204")).toBe("wcc"); // Oregon State, affiliate
      expect(conferenceOf("265")).toBe("wcc"); // Washington State, affiliate
      expect(mbb.find((t) => t.espnId === "2253")).toMatchObject({
        name: "Grand Canyon Lopes",
        conferenceId: "mountain-west",
      });
      expect(membersOf("mountain-west")).toHaveLength(12);
      expect(conferenceOf("250")).toBe("wac"); // UT Arlington
      expect(conferenceOf("2441")).toBe("nec"); // New Haven, new to Division I
      expect(mbb.some((t) => t.conferenceId === "pac-12")).toBe(false);
    });
  });

  it("gives every team a Huddle id unique across leagues (ESPN ids repeat)", () => {
    const ids = teams.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(teams.filter((t) => t.espnId === "11").map((t) => [t.league, t.id])).toEqual(
      expect.arrayContaining([
        ["nfl", "10000011"],
        ["nba", "20000011"],
      ]),
    );
  });

  it.each(LEAGUES.map((l) => l.id))("gives every %s team a unique id", (league) => {
    const ids = teamsOf(league).map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts every team in a conference (and division) its league declares", () => {
    for (const team of teams) {
      const league = leagues.find((l) => l.id === team.league)!;
      const conference = league.conferences.find((c) => c.id === team.conferenceId);
      expect(conference, `${team.league} ${team.name}`).toBeDefined();
      if (team.divisionId) {
        expect(conference!.divisions?.map((d) => d.id)).toContain(team.divisionId);
      }
    }
  });

  it("has no empty conference", () => {
    for (const league of leagues) {
      for (const conference of league.conferences) {
        expect(teams.some((t) => t.league === league.id && t.conferenceId === conference.id)).toBe(
          true,
        );
      }
    }
  });

  it("uses conference ids that fit a room slug conference-{league}-{conference}", () => {
    for (const league of leagues) {
      for (const conference of league.conferences) {
        expect(`conference-${league.id}-${conference.id}`).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it("has Utah Mammoth in the NHL Central and no Arizona Coyotes", () => {
    const nhl = teamsOf("nhl");
    expect(nhl.find((t) => t.espnId === "129764")).toMatchObject({
      name: "Utah Mammoth",
      abbreviation: "UTA",
      conferenceId: "west",
      divisionId: "central",
      conferenceDivision: "Central Division",
    });
    expect(nhl.some((t) => t.espnId === "24" || /Arizona|Coyotes/.test(t.name))).toBe(false);
    expect(nhl.filter((t) => t.divisionId === "central")).toHaveLength(8);
  });

  it("names the Athletics 'Athletics' in the AL West", () => {
    expect(teamsOf("mlb").find((t) => t.espnId === "11")).toMatchObject({
      name: "Athletics",
      conferenceDivision: "AL West",
    });
  });

  it("splits the conferences and divisions evenly where the sport does", () => {
    const count = (league: string, conferenceId: string) =>
      teamsOf(league).filter((t) => t.conferenceId === conferenceId).length;
    expect([count("nfl", "afc"), count("nfl", "nfc")]).toEqual([16, 16]);
    expect([count("nba", "east"), count("nba", "west")]).toEqual([15, 15]);
    expect([count("nhl", "east"), count("nhl", "west")]).toEqual([16, 16]);
    expect([count("mlb", "al"), count("mlb", "nl")]).toEqual([15, 15]);
    expect([count("mls", "eastern"), count("mls", "western")]).toEqual([15, 15]);
    expect(teamsOf("nfl").find((t) => t.abbreviation === "BUF")?.conferenceDivision).toBe(
      "AFC East",
    );
  });

  it("gives every team two different colors", () => {
    for (const team of teams) {
      expect(team.teamColors[0], team.name).not.toBe(team.teamColors[1]);
    }
  });

  it("places San Diego FC in the MLS West", () => {
    expect(teamsOf("mls").find((t) => t.abbreviation === "SD")).toMatchObject({
      name: "San Diego FC",
      conferenceId: "western",
    });
  });
});
