import type { ApiCall } from "../../test/factories.ts";
import { signedInUser } from "../../test/factories.ts";
import type { TestApp } from "../../test/build-test-app.ts";

export const TEAMS = "/api/custom-teams";
export const UNKNOWN_ID = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";

export type Fan = Awaited<ReturnType<typeof signedInUser>>;

/** A signed-in fan; `tier` defaults to team_owner (1 team, 10 people) for owners. */
export const fan = (t: TestApp, tier?: "team_owner" | "pro" | "basic" | "super_vip") =>
  signedInUser(t.app, t.database, tier ? { membershipTier: tier } : {});

export async function createTeam(call: ApiCall, overrides: object = {}) {
  const res = await call("POST", TEAMS, {
    name: "Eastside Ballers",
    sport: "Basketball",
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().team as { id: string; name: string };
}

/**
 * A team with one fan in each standing of the policy matrix: owner, team admin, member,
 * blocked, muted, and a stranger who is not on it.
 */
export async function teamWithEveryRole(t: TestApp, overrides: object = {}) {
  const owner = await fan(t, "pro");
  const team = await createTeam(owner.call, overrides);
  const [admin, member, blocked, muted, stranger] = await Promise.all([
    fan(t),
    fan(t),
    fan(t),
    fan(t),
    fan(t),
  ]);
  for (const f of [admin, member, blocked, muted]) {
    await expectOk(f.call("POST", `${TEAMS}/${team.id}/join`));
  }
  const members = `${TEAMS}/${team.id}/members`;
  await expectOk(owner.call("PUT", `${members}/${admin.user.id}/role`, { role: "admin" }));
  await expectOk(owner.call("POST", `${members}/${blocked.user.id}/block`, { reason: "spam" }));
  await expectOk(owner.call("POST", `${members}/${muted.user.id}/mute`, { days: 3 }));
  return { team, owner, admin, member, blocked, muted, stranger };
}

async function expectOk(res: ReturnType<ApiCall>) {
  const done = await res;
  if (done.statusCode !== 200) throw new Error(`setup failed: ${done.statusCode} ${done.body}`);
}
