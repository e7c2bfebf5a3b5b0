import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import { TEAM_ROOM_MESSAGES as R } from "@huddle/contracts/custom-team-rooms";
import { roomSlug } from "@huddle/contracts/rules/room";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { staffTeam } from "../../test/staff.ts";
import { createTeam, fan, TEAMS, teamWithEveryRole, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffTeam>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffTeam(t);
});
afterAll(() => t.close());

const messagesOf = (slug: string) => `/api/chat/rooms/${slug}/messages`;

describe("a private team's game against a public team (found by an API audit)", () => {
  it("stays members-only in its room, the public team's list and its count", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const openOwner = await fan(t, "pro");
    const open = await createTeam(openOwner.call, { name: "Westside Wolves" });
    const openMember = await fan(t);
    expect((await openMember.call("POST", `${TEAMS}/${open.id}/join`)).statusCode).toBe(200);
    const created = await r.owner.call("POST", `${TEAMS}/${r.team.id}/games`, {
      opponent: "Westside Wolves",
      opponentTeamId: open.id,
      scheduledFor: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      location: "Secret Gym",
    });
    expect(created.statusCode).toBe(201);
    const gameId = created.json().game.id as string;
    const slug = roomSlug({ type: "custom-game", customGameId: gameId });
    const sent = await r.member.call("POST", messagesOf(slug), { messageText: "Home court" });
    expect(sent.statusCode).toBe(201);

    // Before, the public opponent's rules let any signed-in fan read the members' chat.
    expect((await r.stranger.call("GET", messagesOf(slug))).json().error).toBe(R.requestToJoin);
    expect((await openMember.call("GET", messagesOf(slug))).statusCode).toBe(200);

    const listed = async (f: Fan) =>
      ((await f.call("GET", `${TEAMS}/${open.id}/games`)).json().games as { id: string }[]).map(
        (g) => g.id,
      );
    expect(await listed(r.stranger)).toEqual([]);
    expect(await listed(openMember)).toEqual([gameId]);
    expect((await r.stranger.call("GET", `${TEAMS}/${open.id}`)).json().team.gameCount).toBe(0);
    expect((await r.stranger.call("GET", `/api/custom-games/${gameId}`)).statusCode).toBe(404);
  });
});

describe("site staff and a private team's messages (docs/decisions.md, found by an API audit)", () => {
  const idsIn = async (f: Fan, url: string) =>
    ((await f.call("GET", url)).json().messages as { messageId: string }[]).map((m) => m.messageId);

  it("lists, shows and deletes only what was reported or held, in the team's and its games' rooms", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const { mod, superadmin } = staff;
    const teamRoom = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const game = await r.owner.call("POST", `${TEAMS}/${r.team.id}/games`, {
      opponent: "Westside Wolves",
      scheduledFor: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      location: "Secret Gym",
    });
    const gameRoom = roomSlug({ type: "custom-game", customGameId: game.json().game.id });
    const say = async (slug: string, messageText: string) =>
      (await r.member.call("POST", messagesOf(slug), { messageText })).json().message.id as string;
    const inTeamRoom = await say(teamRoom, "Practice at six, bring water");
    const inGameRoom = await say(gameRoom, "Warm-ups at five");
    const open = await createTeam((await fan(t, "pro")).call, { name: "Open Court" });
    const openRoom = roomSlug({ type: "custom-team", customTeamId: open.id });
    await r.member.call("POST", `${TEAMS}/${open.id}/join`);
    const inOpenRoom = await say(openRoom, "Pickup game Sunday");

    for (const who of [mod, superadmin]) {
      const all = await idsIn(who, "/api/admin/messages");
      expect(all).toContain(inOpenRoom);
      expect(all).not.toContain(inTeamRoom);
      expect(all).not.toContain(inGameRoom);
      const byAuthor = await idsIn(who, `/api/admin/users/${r.member.user.id}/messages`);
      expect(byAuthor).toEqual([inOpenRoom]);
      const details = await who.call("GET", `/api/admin/messages/${inTeamRoom}`);
      expect(details.statusCode).toBe(403);
      expect(details.json().error).toBe(ADMIN_MESSAGES.privateRoom);
    }
    const deleted = await mod.call("POST", `/api/admin/messages/${inGameRoom}/moderate`, {
      action: "delete",
      reason: "Looking around",
    });
    expect(deleted.statusCode).toBe(403);
    const history = await r.member.call("GET", messagesOf(gameRoom));
    expect(history.json().messages.map((m: { id: string }) => m.id)).toContain(inGameRoom);

    // Reported by a member, the message reaches staff: listed, shown, and theirs to judge.
    await r.owner.call("POST", `/api/chat/messages/${inTeamRoom}/report`, { reason: "spam" });
    expect(await idsIn(mod, "/api/admin/messages")).toContain(inTeamRoom);
    expect((await mod.call("GET", `/api/admin/messages/${inTeamRoom}`)).statusCode).toBe(200);
    const judged = await mod.call("POST", `/api/admin/messages/${inTeamRoom}/moderate`, {
      action: "delete",
      reason: "Spam in the team room",
    });
    expect(judged.statusCode).toBe(200);
  });
});

describe("a team that goes private (found by an API audit)", () => {
  it("keeps its members' follows and ends the others', with the count to match", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { name: "Going Quiet" });
    const [member, outsider] = [await fan(t), await fan(t)];
    // Joining follows the team; the outsider follows it as any fan may a public team.
    await member.call("POST", `${TEAMS}/${team.id}/join`);
    expect((await outsider.call("POST", `${TEAMS}/${team.id}/follow`)).json().following).toBe(true);
    const followers = async () =>
      (await owner.call("GET", `${TEAMS}/${team.id}`)).json().team.followerCount as number;
    expect(await followers()).toBe(2);

    expect((await owner.call("PUT", `${TEAMS}/${team.id}`, { isPublic: false })).statusCode).toBe(
      200,
    );
    const followedIds = async (f: Fan) =>
      ((await f.call("GET", `${TEAMS}/followed`)).json().teams as { id: string }[]).map(
        (x) => x.id,
      );
    expect(await followedIds(member)).toEqual([team.id]);
    expect(await followedIds(outsider)).toEqual([]);
    expect(await followers()).toBe(1);
  });
});
