import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FOLLOW_MESSAGES } from "@huddle/contracts/following";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function fan() {
  const user = await createUser(t.database);
  const headers = bearer((await signIn(t.app, user)).tokens.accessToken);
  return (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

const CHIEFS = "10000012";

describe("following teams", () => {
  it("follows, lists and unfollows a team", async () => {
    const call = await fan();
    const follow = await call("POST", "/api/user/teams/follow", { teamId: CHIEFS });
    expect(follow.statusCode).toBe(200);
    expect(follow.json().team).toMatchObject({ id: CHIEFS, name: "Kansas City Chiefs" });
    expect((await call("POST", "/api/user/teams/follow", { teamId: CHIEFS })).statusCode).toBe(200);
    expect(
      (await call("GET", "/api/user/teams")).json().teams.map((x: { id: string }) => x.id),
    ).toEqual([CHIEFS]);
    expect((await call("DELETE", `/api/user/teams/${CHIEFS}/unfollow`)).statusCode).toBe(200);
    expect((await call("GET", "/api/user/teams")).json().teams).toEqual([]);
    expect((await call("DELETE", `/api/user/teams/${CHIEFS}/unfollow`)).statusCode).toBe(404);
  });

  it("refuses an unknown team", async () => {
    const call = await fan();
    const res = await call("POST", "/api/user/teams/follow", { teamId: "99999999" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(FOLLOW_MESSAGES.teamNotFound);
  });
});

describe("following leagues and conferences", () => {
  it("follows a league and a conference by id or by name", async () => {
    const call = await fan();
    const league = await call("POST", "/api/user/leagues-conferences/follow", {
      followType: "league",
      league: "NCAA FB",
    });
    expect(league.json().follow).toMatchObject({
      followType: "league",
      league: "ncaafb",
      leagueName: "NCAA FB",
      conference: null,
    });
    const conference = await call("POST", "/api/user/leagues-conferences/follow", {
      followType: "conference",
      league: "ncaafb",
      conference: "SEC",
    });
    expect(conference.json().follow).toMatchObject({ conference: "sec", conferenceName: "SEC" });
    const list = (await call("GET", "/api/user/leagues-conferences")).json();
    expect(list.followedLeagueConferences).toHaveLength(2);
  });

  it("shows follows as home navigation buttons", async () => {
    const call = await fan();
    await call("POST", "/api/user/leagues-conferences/follow", {
      followType: "league",
      league: "nhl",
    });
    await call("POST", "/api/user/teams/follow", { teamId: CHIEFS });
    const { buttons } = (await call("GET", "/api/sports/room/buttons?homepage=true")).json();
    expect(buttons.map((b: { type: string; path: string }) => [b.type, b.path])).toEqual([
      ["league", "/room?league=nhl"],
      ["team", `/room?teamroom=${CHIEFS}`],
    ]);
    expect(buttons.map((b: { room: unknown }) => b.room)).toEqual([
      { type: "league", league: "nhl" },
      { type: "team", teamId: CHIEFS },
    ]);
  });

  it("removes a league's conferences when the league is unfollowed", async () => {
    const call = await fan();
    const league = (
      await call("POST", "/api/user/leagues-conferences/follow", {
        followType: "league",
        league: "nfl",
      })
    ).json().follow;
    await call("POST", "/api/user/leagues-conferences/follow", {
      followType: "conference",
      league: "nfl",
      conference: "afc",
    });
    await call("POST", "/api/user/leagues-conferences/follow", {
      followType: "league",
      league: "mls",
    });
    const res = await call("DELETE", `/api/user/leagues-conferences/${league.id}/unfollow`);
    expect(res.statusCode).toBe(200);
    expect(res.json().followedLeagueConferences.map((f: { league: string }) => f.league)).toEqual([
      "mls",
    ]);
  });

  it("refuses unknown leagues and conferences and a conference follow without one", async () => {
    const call = await fan();
    const follow = (body: object) => call("POST", "/api/user/leagues-conferences/follow", body);
    expect((await follow({ followType: "league", league: "XFL" })).statusCode).toBe(404);
    expect(
      (await follow({ followType: "conference", league: "nfl", conference: "big-sky" })).json()
        .error,
    ).toBe(FOLLOW_MESSAGES.conferenceNotFound);
    expect((await follow({ followType: "conference", league: "nfl" })).statusCode).toBe(400);
  });
});
