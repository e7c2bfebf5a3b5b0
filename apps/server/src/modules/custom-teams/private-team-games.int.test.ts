import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES as R } from "@huddle/contracts/custom-team-rooms";
import { roomSlug } from "@huddle/contracts/rules/room";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createTeam, fan, TEAMS, teamWithEveryRole, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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
