import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "@huddle/contracts/profile";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Unique per test so searches only see this test's users. */
const tag = () => `zq${crypto.randomUUID().slice(0, 6)}`;
const fan = (username?: string) => signedInUser(t.app, t.database, username ? { username } : {});
const ids = (res: { json(): { users: { id: string }[] } }) => res.json().users.map((u) => u.id);

describe("following people", () => {
  it("follows, lists and unfollows a user", async () => {
    const me = await fan();
    const other = await fan();
    const follow = await me.call("POST", `/api/user/follow/${other.user.id}`);
    expect(follow.statusCode).toBe(200);
    expect(follow.json().user).toEqual({
      id: other.user.id,
      username: other.user.username,
      displayName: "",
      favoriteTeam: "",
    });
    expect(ids(await me.call("GET", "/api/user/users"))).toEqual([other.user.id]);
    expect((await me.call("DELETE", `/api/user/unfollow/${other.user.id}`)).statusCode).toBe(200);
    expect(ids(await me.call("GET", "/api/user/users"))).toEqual([]);
    expect((await me.call("DELETE", `/api/user/unfollow/${other.user.id}`)).statusCode).toBe(404);
  });

  it("refuses to follow or block yourself with 400", async () => {
    const me = await fan();
    const follow = await me.call("POST", `/api/user/follow/${me.user.id}`);
    expect(follow.statusCode).toBe(400);
    expect(follow.json().error).toBe(PROFILE_MESSAGES.cannotFollowSelf);
    const block = await me.call("POST", `/api/user/block/${me.user.id}`);
    expect(block.statusCode).toBe(400);
    expect(block.json().error).toBe(PROFILE_MESSAGES.cannotBlockSelf);
  });

  it("answers 404 for an unknown user and 400 for a malformed id", async () => {
    const me = await fan();
    expect((await me.call("POST", `/api/user/follow/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await me.call("POST", "/api/user/follow/not-an-id")).statusCode).toBe(400);
  });
});

describe("blocking", () => {
  it("removes follows both ways, lists the block and refuses a new follow", async () => {
    const me = await fan();
    const other = await fan();
    await me.call("POST", `/api/user/follow/${other.user.id}`);
    await other.call("POST", `/api/user/follow/${me.user.id}`);
    expect((await me.call("POST", `/api/user/block/${other.user.id}`)).statusCode).toBe(200);
    expect(ids(await me.call("GET", "/api/user/users"))).toEqual([]);
    expect(ids(await other.call("GET", "/api/user/users"))).toEqual([]);
    expect(ids(await me.call("GET", "/api/user/blocked"))).toEqual([other.user.id]);
    expect((await me.call("POST", `/api/user/follow/${other.user.id}`)).statusCode).toBe(403);
    expect((await other.call("POST", `/api/user/follow/${me.user.id}`)).statusCode).toBe(403);
    expect((await me.call("DELETE", `/api/user/unblock/${other.user.id}`)).statusCode).toBe(200);
    expect(ids(await me.call("GET", "/api/user/blocked"))).toEqual([]);
    expect((await me.call("POST", `/api/user/follow/${other.user.id}`)).statusCode).toBe(200);
  });

  it("hides the blocked user's messages from the blocker's history only", async () => {
    const me = await fan();
    const other = await fan();
    const bystander = await fan();
    const room = `/api/chat/rooms/team-${huddleTeamId("nfl", "1")}/messages`;
    await other.call("POST", room, { messageText: "hidden soon" });
    await bystander.call("POST", room, { messageText: "still here" });
    const texts = async (who: typeof me) =>
      (await who.call("GET", room)).json().messages.map((m: { text: string }) => m.text);
    expect(await texts(me)).toEqual(expect.arrayContaining(["hidden soon", "still here"]));
    await me.call("POST", `/api/user/block/${other.user.id}`);
    const mine = await texts(me);
    expect(mine).toContain("still here");
    expect(mine).not.toContain("hidden soon");
    expect(await texts(bystander)).toContain("hidden soon");
    await me.call("DELETE", `/api/user/unblock/${other.user.id}`);
    expect(await texts(me)).toContain("hidden soon");
  });
});

describe("search", () => {
  it("finds users case-insensitively, excluding yourself, followed and blocked users", async () => {
    const word = tag();
    const me = await fan(`${word}_me`);
    const plain = await fan(`${word}_plain`);
    const followed = await fan(`${word}_followed`);
    const blocked = await fan(`${word}_blocked`);
    const blocker = await fan(`${word}_blocker`);
    await me.call("POST", `/api/user/follow/${followed.user.id}`);
    await me.call("POST", `/api/user/block/${blocked.user.id}`);
    await blocker.call("POST", `/api/user/block/${me.user.id}`);
    const res = await me.call("GET", `/api/user/search?q=${word.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([plain.user.id]);
    const theirs = ids(await blocked.call("GET", `/api/user/search?q=${word}`));
    expect(theirs).not.toContain(me.user.id);
    expect(theirs).toContain(plain.user.id);
  });

  it("finds teams by name and leaves out the teams you follow", async () => {
    const me = await fan();
    const before = (await me.call("GET", "/api/user/search?q=chiefs")).json().teams;
    expect(before.map((x: { name: string }) => x.name)).toContain("Kansas City Chiefs");
    await me.call("POST", "/api/user/teams/follow", { teamId: "10000012" });
    const after = (await me.call("GET", "/api/user/search?q=CHIEFS")).json().teams;
    expect(after.map((x: { id: string }) => x.id)).not.toContain("10000012");
  });

  it("answers nothing for blank text", async () => {
    const me = await fan();
    expect((await me.call("GET", "/api/user/search?q=%20%20")).json()).toEqual({
      users: [],
      teams: [],
    });
    expect((await me.call("GET", "/api/user/search")).json()).toEqual({ users: [], teams: [] });
  });
});
