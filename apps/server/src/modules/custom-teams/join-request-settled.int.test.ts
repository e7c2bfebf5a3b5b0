import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
