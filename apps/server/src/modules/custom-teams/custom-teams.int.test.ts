import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_TEAM_MESSAGES, type TeamMember } from "@huddle/contracts/custom-teams";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import {
  createTeam,
  fan,
  TEAMS,
  teamWithEveryRole,
  UNKNOWN_ID,
  type Fan,
} from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("creating custom teams", () => {
  it("makes the creator the owner member and returns the team with both flag names", async () => {
    const owner = await fan(t, "team_owner");
    const res = await owner.call("POST", TEAMS, {
      name: "  Northside Nine ",
      sport: "Football",
      skillLevel: "recreational",
      requiresAcceptance: true,
    });
    expect(res.statusCode).toBe(201);
    const team = res.json().team;
    expect(team).toMatchObject({
      name: "Northside Nine",
      teamName: "Northside Nine",
      sport: "American Football",
      skillLevel: "Recreational",
      requiresApproval: true,
      requiresAcceptance: true,
      memberCount: 1,
      canEdit: true,
      canJoin: false,
      shareCode: `join${team.id}`,
      createdBy: { username: owner.user.username },
    });
    expect(team.members).toEqual([
      expect.objectContaining({ userId: owner.user.id, role: "owner", status: "active" }),
    ]);
  });

  it("refuses a free account with 403 and a tier's second team naming the limit", async () => {
    const free = await fan(t);
    const refused = await free.call("POST", TEAMS, { name: "Free Team", sport: "Golf" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(CUSTOM_TEAM_MESSAGES.cannotCreate);
    const owner = await fan(t, "team_owner");
    await createTeam(owner.call);
    const second = await owner.call("POST", TEAMS, { name: "Second Team", sport: "Golf" });
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toBe(CUSTOM_TEAM_MESSAGES.teamLimitReached(1));
  });

  it("lets only one of two racing creates pass a limit of one", async () => {
    const owner = await fan(t, "team_owner");
    const results = await Promise.all(
      ["Race One", "Race Two"].map((name) => owner.call("POST", TEAMS, { name, sport: "Golf" })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    expect((await owner.call("GET", `${TEAMS}/limits`)).json()).toEqual({
      maxTeams: 1,
      currentTeams: 1,
      maxMembers: 10,
    });
  });

  it("answers 400 with the spec's texts for bad input, never 5xx", async () => {
    const owner = await fan(t, "pro");
    const cases: [object, string][] = [
      [{ name: "a".repeat(51), sport: "Golf" }, CUSTOM_TEAM_MESSAGES.nameTooLong],
      [
        { name: "Team", sport: "Golf", description: "d".repeat(501) },
        CUSTOM_TEAM_MESSAGES.descriptionTooLong,
      ],
      [{ name: "Team" }, CUSTOM_TEAM_MESSAGES.sportRequired],
      [{ name: "   ", sport: "Golf" }, CUSTOM_TEAM_MESSAGES.nameRequiredOnCreate],
      [{ name: "Nul\u0000Team", sport: "Golf" }, "name: must not contain control characters"],
      [{ name: 42, sport: ["Golf"] }, CUSTOM_TEAM_MESSAGES.nameRequiredOnCreate],
    ];
    for (const [payload, detail] of cases) {
      const res = await owner.call("POST", TEAMS, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toContain(detail);
    }
    expect((await owner.call("GET", `${TEAMS}/limits`)).json().currentTeams).toBe(0);
  });
});

describe("reading, editing and deleting a team", () => {
  it("answers the UUID text for a malformed id and 404 for an unknown one", async () => {
    const viewer = await fan(t);
    const bad = await viewer.call("GET", `${TEAMS}/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Invalid team ID format. Team ID must be a valid UUID.");
    expect((await viewer.call("DELETE", `${TEAMS}/123`)).json().error).toBe(
      CUSTOM_TEAM_MESSAGES.invalidTeamId,
    );
    const unknown = await viewer.call("GET", `${TEAMS}/${UNKNOWN_ID}`);
    expect(unknown.statusCode).toBe(404);
    // Past the router's default 100-character parameter, an id is still just malformed.
    for (const length of [101, 5_000]) {
      const long = await viewer.call("GET", `${TEAMS}/${"a".repeat(length)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json().error).toBe(CUSTOM_TEAM_MESSAGES.invalidTeamId);
    }
  });

  it("takes an id in upper case as the same team, for reads, edits, joins and member actions", async () => {
    const r = await teamWithEveryRole(t);
    const url = `${TEAMS}/${r.team.id.toUpperCase()}`;
    const read = await r.owner.call("GET", url);
    expect(read.statusCode).toBe(200);
    expect(read.json().team.id).toBe(r.team.id);
    expect((await r.owner.call("PUT", url, { description: "Upper" })).statusCode).toBe(200);
    expect((await r.stranger.call("POST", `${url}/join`)).statusCode).toBe(200);
    const member = `${url}/members/${r.member.user.id.toUpperCase()}`;
    const muted = await r.owner.call("POST", `${member}/mute`, { days: 1 });
    expect(muted.statusCode).toBe(200);
    expect(muted.json().member.userId).toBe(r.member.user.id);
  });

  it("lets the owner and a team admin edit, and refuses everyone else", async () => {
    const r = await teamWithEveryRole(t);
    const url = `${TEAMS}/${r.team.id}`;
    expect((await r.owner.call("PUT", url, { location: "Austin, TX" })).statusCode).toBe(200);
    const edited = await r.admin.call("PUT", url, { description: "Sunday runs" });
    expect(edited.json().team).toMatchObject({
      location: "Austin, TX",
      description: "Sunday runs",
    });
    for (const f of [r.member, r.muted, r.stranger]) {
      const res = await f.call("PUT", url, { description: "hijacked" });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(CUSTOM_TEAM_MESSAGES.editForbidden);
    }
    expect((await r.blocked.call("PUT", url, { description: "x" })).json().error).toBe(
      CUSTOM_TEAM_MESSAGES.blocked,
    );
  });

  it("answers 'No changes to save' when nothing differs", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { name: "Same Name" });
    const res = await owner.call("PUT", `${TEAMS}/${team.id}`, { name: "Same Name " });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("No changes to save");
  });

  it("shows join-request counts and members to the right people", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const as = async (f: typeof r.owner) =>
      (await f.call("GET", `${TEAMS}/${r.team.id}`)).json().team;
    expect((await as(r.owner)).joinRequestCount).toBe(0);
    expect((await as(r.member)).joinRequestCount).toBeUndefined();
    expect((await as(r.member)).members).toHaveLength(5);
    const stranger = await as(r.stranger);
    expect(stranger.members).toBeUndefined();
    expect(stranger.canJoin).toBe(true);
    expect((await as(r.blocked)).canJoin).toBe(false);
  });

  it("lets only the owner delete, once", async () => {
    const r = await teamWithEveryRole(t);
    const url = `${TEAMS}/${r.team.id}`;
    for (const f of [r.admin, r.member, r.stranger]) {
      expect((await f.call("DELETE", url)).statusCode).toBe(403);
    }
    const [first, second] = await Promise.all([
      r.owner.call("DELETE", url),
      r.owner.call("DELETE", url),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 404]);
    expect((await r.owner.call("GET", url)).statusCode).toBe(404);
    expect((await r.owner.call("GET", `${TEAMS}/mine`)).json().teams).toEqual([]);
  });
});

describe("share links and follows", () => {
  it("previews a team signed out and shows full details signed in", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { requiresApproval: true, city: "Austin" });
    const preview = await t.app.inject({ method: "GET", url: `${TEAMS}/share/join${team.id}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().team).toEqual(
      expect.objectContaining({ name: team.name, city: "Austin", requiresApproval: true }),
    );
    expect(preview.json().team.members).toBeUndefined();
    const full = await owner.call("GET", `${TEAMS}/share/${team.id}`);
    expect(full.json().team.members).toHaveLength(1);
    const bad = await t.app.inject({ method: "GET", url: `${TEAMS}/share/joinnope` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(CUSTOM_TEAM_MESSAGES.invalidShareCode);
    const gone = await t.app.inject({ method: "GET", url: `${TEAMS}/share/join${UNKNOWN_ID}` });
    expect(gone.json().error).toBe(CUSTOM_TEAM_MESSAGES.shareNotFound);
  });

  it("toggles a follow by id or by share code and lists followed teams", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const viewer = await fan(t);
    expect((await viewer.call("POST", `${TEAMS}/${team.id}/follow`)).json()).toEqual({
      following: true,
      followerCount: 1,
    });
    const followed = (await viewer.call("GET", `${TEAMS}/followed`)).json().teams;
    expect(followed).toEqual([
      expect.objectContaining({ id: team.id, teamId: team.id, isFollowing: true }),
    ]);
    expect((await viewer.call("POST", `${TEAMS}/share/join${team.id}/follow`)).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await viewer.call("GET", `${TEAMS}/followed`)).json().teams).toEqual([]);
  });
});

describe("who may follow a team and read its moderation notes", () => {
  it("lets those who may read the team's room follow it, and ends a follow that access lost", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const follow = (f: Fan, team = `${TEAMS}/${r.team.id}`) => f.call("POST", `${team}/follow`);
    const followed = async (f: Fan) =>
      ((await f.call("GET", `${TEAMS}/followed`)).json().teams as { id: string }[]).map(
        (team) => team.id,
      );
    for (const via of [`${TEAMS}/${r.team.id}`, `${TEAMS}/share/join${r.team.id}`]) {
      const stranger = await follow(r.stranger, via);
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().error).toBe(CUSTOM_TEAM_MESSAGES.privateTeam);
    }
    // Joining followed the team; the block ended that follow, and a new one is refused.
    expect(await followed(r.blocked)).toEqual([]);
    const blocked = await follow(r.blocked);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(CUSTOM_TEAM_MESSAGES.blocked);
    // A member unfollows and follows again; removed from the private team, the follow ends.
    expect((await follow(r.member)).json().following).toBe(false);
    expect((await follow(r.member)).json().following).toBe(true);
    const members = `${TEAMS}/${r.team.id}/members`;
    await r.owner.call("DELETE", `${members}/${r.member.user.id}`);
    expect(await followed(r.member)).toEqual([]);
    expect(await followed(r.admin)).toEqual([r.team.id]);
  });

  it("shows why and until when a member was restricted to the team's managers only", async () => {
    const r = await teamWithEveryRole(t);
    const seenBy = async (f: Fan, target: Fan) => {
      const team = (await f.call("GET", `${TEAMS}/${r.team.id}`)).json().team;
      return (team.members as TeamMember[]).find((m) => m.userId === target.user.id);
    };
    for (const manager of [r.owner, r.admin]) {
      expect(await seenBy(manager, r.muted)).toMatchObject({
        status: "muted",
        mutedUntil: expect.any(String),
      });
      expect(await seenBy(manager, r.blocked)).toMatchObject({ actionReason: "spam" });
    }
    for (const other of [r.member, r.stranger]) {
      expect(await seenBy(other, r.muted)).toMatchObject({
        status: "muted",
        mutedUntil: null,
        actionReason: null,
      });
      expect(await seenBy(other, r.blocked)).toMatchObject({ actionReason: null });
    }
  });
});

describe("API document", () => {
  it("lists the custom-team and custom-game routes in the OpenAPI document", async () => {
    const paths = Object.keys(
      (await t.app.inject({ method: "GET", url: "/api/docs" })).json().paths,
    );
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/custom-teams/search",
        "/api/custom-teams/{id}/join",
        "/api/custom-teams/{id}/join-requests/bulk",
        "/api/custom-teams/{id}/word-replacements/defaults",
        "/api/custom-games/{id}",
      ]),
    );
  });
});
