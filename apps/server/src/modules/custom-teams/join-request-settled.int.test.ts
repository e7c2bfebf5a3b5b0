import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CUSTOM_TEAM_MESSAGES,
  JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS,
} from "@huddle/contracts/custom-teams";
import { bearer, signIn } from "../../test/factories.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createTeam, fan, TEAMS } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("a join request when the team stops asking for approval (found by an API audit)", () => {
  it("is settled by the fan's own join: gone from the managers' queue and count", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { name: "Open Doors", requiresApproval: true });
    const joiner = await fan(t);
    const asked = await joiner.call("POST", `${TEAMS}/${team.id}/join`, { message: "Hi!" });
    expect(asked.statusCode).toBe(202);
    await owner.call("PUT", `${TEAMS}/${team.id}`, { requiresApproval: false });
    expect((await joiner.call("POST", `${TEAMS}/${team.id}/join`)).statusCode).toBe(200);

    const queue = await owner.call("GET", `${TEAMS}/${team.id}/join-requests`);
    expect(queue.json().requests).toEqual([]);
    expect((await owner.call("GET", `${TEAMS}/${team.id}`)).json().team.joinRequestCount).toBe(0);
    const seen = (await joiner.call("GET", `${TEAMS}/${team.id}`)).json().team;
    expect(seen).toMatchObject({ isMember: true, hasPendingRequest: false });
  });
});

describe("a declined request (found by a security audit)", () => {
  it("cannot be sent again until a day has passed, and says when", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { name: "Closed Doors", requiresApproval: true });
    const joiner = await fan(t);
    const url = `${TEAMS}/${team.id}/join`;
    const asked = await joiner.call("POST", url, { message: "Please?" });
    const requestId = asked.json().request.id;
    const denied = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${requestId}`, {
      action: "deny",
    });
    expect(denied.statusCode, denied.body).toBe(200);

    const again = await joiner.call("POST", url, { message: "Please please?" });
    expect([again.statusCode, again.json().error]).toEqual([
      403,
      CUSTOM_TEAM_MESSAGES.requestRecentlyDenied,
    ]);
    const queue = await owner.call("GET", `${TEAMS}/${team.id}/join-requests`);
    expect(queue.json().requests).toEqual([]);

    t.clock.advance(JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS * 3_600_000 + 1_000);
    const headers = bearer((await signIn(t.app, joiner.user)).tokens.accessToken);
    const later = await t.app.inject({ method: "POST", url, headers, payload: { message: "Hi" } });
    expect(later.statusCode, later.body).toBe(202);
  });
});
