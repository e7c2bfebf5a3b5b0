import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { createTeam, fan, TEAMS, type Fan } from "./custom-teams.fixtures.ts";

let t: TestApp;
let owner: Fan;
let member: Fan;
let viewer: Fan;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await fan(t, "super_vip");
  [member, viewer] = await Promise.all([fan(t), fan(t)]);
  await createTeam(owner.call, {
    name: "Zebra Hoopers",
    sport: "Basketball",
    location: "Austin, TX",
    skillLevel: "Beginner",
    ageRange: "18-25",
  });
  await createTeam(owner.call, {
    name: "Alpha Kickers",
    sport: "Soccer",
    description: "Sunday PICKUP games",
    requiresApproval: true,
  });
  await createTeam(owner.call, { name: "Mid Strikers", sport: "Soccer", tags: ["Coed", "rec"] });
  const secret = await createTeam(owner.call, {
    name: "Secret Soccer Club",
    sport: "Soccer",
    isPublic: false,
  });
  await member.call("POST", `${TEAMS}/${secret.id}/join`);
  await member.call(
    "POST",
    `${TEAMS}/${(await createTeam(owner.call, { name: "Followed Five", sport: "Golf" })).id}/follow`,
  );
});
afterAll(() => t.close());

const names = async (f: Fan, query: string) => {
  const res = await f.call("GET", `${TEAMS}/search?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().teams.map((x: { name: string }) => x.name);
};

describe("custom team search", () => {
  it("matches name, description, location and tags case-insensitively", async () => {
    expect(await names(viewer, "query=HOOP")).toEqual(["Zebra Hoopers"]);
    expect(await names(viewer, "search=pickup")).toEqual(["Alpha Kickers"]);
    expect(await names(viewer, "query=austin")).toEqual(["Zebra Hoopers"]);
    expect(await names(viewer, "query=coed")).toEqual(["Mid Strikers"]);
    expect(await names(viewer, "query=%25")).toEqual([]);
  });

  it("lists private teams only to their members", async () => {
    expect(await names(viewer, "sport=Soccer&sortBy=name")).toEqual([
      "Alpha Kickers",
      "Mid Strikers",
    ]);
    expect(await names(member, "sport=soccer&sortBy=name")).toEqual([
      "Alpha Kickers",
      "Mid Strikers",
      "Secret Soccer Club",
    ]);
    expect(await names(member, "isPublic=false")).toEqual(["Secret Soccer Club"]);
  });

  it("filters by level, age, place, tags and approval, ignoring empty values", async () => {
    expect(await names(viewer, "skillLevel=beginner&ageRange=18-25&sport=&query=")).toEqual([
      "Zebra Hoopers",
    ]);
    expect(await names(viewer, "location=AUST")).toEqual(["Zebra Hoopers"]);
    expect(await names(viewer, "tags=rec,other")).toEqual(["Mid Strikers"]);
    expect(await names(viewer, "requiresAcceptance=true")).toEqual(["Alpha Kickers"]);
  });

  it("sorts and pages with totals", async () => {
    const res = await viewer.call("GET", `${TEAMS}/search?sortBy=followers&limit=2&page=1`);
    expect(res.json()).toMatchObject({ page: 1, limit: 2, total: 4, totalPages: 2 });
    expect(res.json().teams[0].name).toBe("Followed Five");
    expect(await names(viewer, "sortBy=oldest&limit=1&page=2")).toEqual(["Alpha Kickers"]);
    expect((await viewer.call("GET", `${TEAMS}/search`)).json().limit).toBe(12);
  });

  it("answers 400 for a bad page size or sort, never 5xx", async () => {
    for (const q of ["limit=51", "page=0", "sortBy=random", "isPublic=maybe", "sport=Quidditch"]) {
      expect((await viewer.call("GET", `${TEAMS}/search?${q}`)).statusCode, q).toBe(400);
    }
    // Past the last page allowed, the text names the range, not "at least 1".
    const far = await viewer.call("GET", `${TEAMS}/search?page=100001`);
    expect(far.json().details).toEqual(["page must be a whole number from 1 to 100000"]);
  });
});
