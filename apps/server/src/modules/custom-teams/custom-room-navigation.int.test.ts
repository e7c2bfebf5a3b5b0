import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoomButtonsResponse } from "@huddle/contracts/room-navigation";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createTeam, fan, TEAMS, teamWithEveryRole, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const navigation = async (f: Fan, query: string) => {
  const res = await f.call("GET", `/api/sports/room/buttons?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as RoomButtonsResponse;
};
const labels = (n: RoomButtonsResponse) =>
  n.buttons.map((b) => (typeof b.label === "string" ? b.label : b.label.displayValue));

describe("room navigation of custom rooms (issue 11: the room header names the team or game)", () => {
  let r: Awaited<ReturnType<typeof teamWithEveryRole>>;
  let gameId: string;
  beforeAll(async () => {
    r = await teamWithEveryRole(t, { name: "Quiet Owls", isPublic: false });
    const res = await r.owner.call("POST", `${TEAMS}/${r.team.id}/games`, {
      opponent: "Westside Wolves",
      scheduledFor: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      location: "Rec Center",
      gameDescription: "Season opener",
    });
    gameId = res.json().game.id;
  });

  it.each(["owner", "admin", "member", "muted"] as const)(
    "names a private team's room and its game for a %s, with links between them",
    async (role) => {
      const team = await navigation(r[role], `customTeam=${r.team.id}`);
      expect(team.context.title).toBe("Quiet Owls");
      expect(labels(team)).toEqual(["Home", "Quiet Owls vs Westside Wolves"]);
      expect(team.buttons[1]?.path).toBe(`/room?customGame=${gameId}`);
      const game = await navigation(r[role], `customGame=${gameId}`);
      expect(game.context.title).toBe("Quiet Owls vs Westside Wolves");
      expect(labels(game)).toEqual(["Home", "Quiet Owls"]);
    },
  );

  it.each(["stranger", "blocked"] as const)(
    "keeps a private team's name and games from a %s",
    async (role) => {
      const team = await navigation(r[role], `customTeam=${r.team.id}`);
      expect(team.context.title).toBe("Custom Team");
      expect(labels(team)).toEqual(["Home"]);
      const game = await navigation(r[role], `customGame=${gameId}`);
      expect(game.context.title).toBe("Custom Game");
    },
  );

  it("lists the fan's own and joined custom teams in the home navigation", async () => {
    const other = await createTeam(r.owner.call, { name: "Loud Hawks" });
    const home = await navigation(r.owner, "homepage=true");
    expect(labels(home)).toEqual(expect.arrayContaining(["Quiet Owls", "Loud Hawks"]));
    const member = await navigation(r.member, "homepage=true");
    expect(labels(member)).toContain("Quiet Owls");
    expect(labels(member)).not.toContain("Loud Hawks");
    const stranger = await fan(t);
    expect(labels(await navigation(stranger, "homepage=true"))).not.toContain(other.name);
  });
});
