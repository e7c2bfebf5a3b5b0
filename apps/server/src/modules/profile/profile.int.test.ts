import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PROFILE_SETTINGS, PROFILE_MESSAGES } from "@huddle/contracts/profile";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fan = (overrides: Parameters<typeof signedInUser>[2] = {}) =>
  signedInUser(t.app, t.database, overrides);

const FAN_WORDS =
  "season ticket holder since ninety eight loves tailgates road trips rivalry week playoff runs cold nights loud crowds home opener marching band halftime snacks family section upper deck".split(
    " ",
  );
/** Ordinary words of exactly `length` characters (a run of one letter reads as spam). */
function prose(length: number): string {
  let text = "";
  for (let i = 0; text.length < length; i += 1) text += `${FAN_WORDS[i % FAN_WORDS.length]} `;
  return `${text.slice(0, length - 1)}s`;
}

describe("own profile", () => {
  it("answers the profile with the spec's default settings", async () => {
    const { user, call } = await fan({ favoriteTeam: "Chiefs" });
    const res = await call("GET", "/api/user/profile");
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      displayName: "",
      favoriteTeam: "Chiefs",
      followersCount: 0,
      followingCount: 0,
      messageCount: 0,
      roomCount: 0,
      followedTeams: [],
      customWordReplacementOn: true,
      settings: DEFAULT_PROFILE_SETTINGS,
    });
  });

  it("saves the form, ignores a changed email and keeps other settings", async () => {
    const { user, call } = await fan();
    const res = await call("PUT", "/api/user/profile", {
      displayName: "Gridiron Gal",
      bio: "Season ticket holder",
      location: "Kansas City",
      favoriteTeam: "Kansas City Chiefs",
      email: "someone-else@example.com",
    });
    expect(res.statusCode).toBe(200);
    const again = (await call("GET", "/api/user/profile")).json().profile;
    expect(again).toMatchObject({
      displayName: "Gridiron Gal",
      bio: "Season ticket holder",
      location: "Kansas City",
      favoriteTeam: "Kansas City Chiefs",
      email: user.email,
      settings: DEFAULT_PROFILE_SETTINGS,
    });
  });

  it("accepts a partial { settings } and the word filter toggle", async () => {
    const { call } = await fan();
    await call("PUT", "/api/user/profile", { settings: { wordFilterEnabled: false } });
    await call("PUT", "/api/user/profile", {
      settings: { showEmail: true, emailNotifications: false },
    });
    const { profile } = (await call("GET", "/api/user/profile")).json();
    expect(profile.settings).toEqual({
      ...DEFAULT_PROFILE_SETTINGS,
      wordFilterEnabled: false,
      showEmail: true,
      emailNotifications: false,
    });
    expect(profile.customWordReplacementOn).toBe(false);
    const prefs = (await call("GET", "/api/user/notification-preferences")).json().preferences;
    expect(prefs.emailEnabled).toBe(false);
  });

  it.each([
    ["username", "a".repeat(31), PROFILE_MESSAGES.usernameTooLong],
    ["displayName", "d".repeat(51), PROFILE_MESSAGES.displayNameTooLong],
    ["bio", "b".repeat(201), PROFILE_MESSAGES.bioTooLong],
    ["location", "l".repeat(101), PROFILE_MESSAGES.locationTooLong],
    ["favoriteTeam", "f".repeat(101), PROFILE_MESSAGES.favoriteTeamTooLong],
  ])("refuses a %s over its maximum length with 400 details", async (field, value, message) => {
    const { call } = await fan();
    const res = await call("PUT", "/api/user/profile", { [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([message]);
  });

  it("accepts the maximum lengths exactly", async () => {
    const { call } = await fan();
    const res = await call("PUT", "/api/user/profile", {
      // Hex digits read as leetspeak ("fa99" is a slur to the filter): letters only.
      username: `u${crypto.randomUUID().replaceAll("-", "").slice(0, 29).replace(/\d/g, "z")}`,
      displayName: prose(50),
      bio: prose(200),
      location: prose(100),
      favoriteTeam: prose(100),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.bio).toHaveLength(200);
  });

  it("changes the username but refuses one taken in any letter case", async () => {
    const { user: other } = await fan();
    const { call } = await fan();
    const taken = await call("PUT", "/api/user/profile", {
      username: other.username.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe("This username is already taken");
    const fresh = `renamed_${crypto.randomUUID().slice(0, 8)}`;
    const ok = await call("PUT", "/api/user/profile", { username: fresh });
    expect(ok.json().profile.username).toBe(fresh);
  });
});

describe("public profile", () => {
  it("shows location and email only when the owner allows it", async () => {
    const owner = await fan({ location: "Denver", bio: "Broncos forever" });
    const viewer = await fan();
    const hidden = (await viewer.call("GET", `/api/user/profile/${owner.user.username}`)).json();
    expect(hidden.profile).toMatchObject({ bio: "Broncos forever", location: null, email: null });
    await owner.call("PUT", "/api/user/profile", {
      settings: { showEmail: true, showLocation: true },
    });
    const shown = (await viewer.call("GET", `/api/user/profile/${owner.user.id}`)).json();
    expect(shown.profile).toMatchObject({ location: "Denver", email: owner.user.email });
  });

  it("counts followers, messages and distinct rooms, and reports follow/block state", async () => {
    const owner = await fan();
    const viewer = await fan();
    await owner.call("POST", "/api/chat/rooms/general/messages", { messageText: "Go team" });
    await owner.call("POST", "/api/chat/rooms/general/messages", { messageText: "What a drive" });
    await owner.call("POST", `/api/chat/rooms/team-${huddleTeamId("nfl", "1")}/messages`, {
      messageText: "Hello",
    });
    await viewer.call("POST", `/api/user/follow/${owner.user.id}`);
    const url = `/api/user/profile/${owner.user.username.toUpperCase()}`;
    const { profile } = (await viewer.call("GET", url)).json();
    expect(profile).toMatchObject({
      followersCount: 1,
      followingCount: 0,
      messageCount: 3,
      roomCount: 2,
      isFollowing: true,
      isBlocked: false,
      isOwnProfile: false,
      canFollow: true,
      canBlock: true,
    });
    await viewer.call("POST", `/api/user/block/${owner.user.id}`);
    const after = (await viewer.call("GET", url)).json().profile;
    expect(after).toMatchObject({
      isFollowing: false,
      isBlocked: true,
      followersCount: 0,
      canFollow: false,
      canBlock: true,
    });
    const own = (await owner.call("GET", url)).json().profile;
    expect(own).toMatchObject({ isOwnProfile: true, canFollow: false, canBlock: false });
  });

  it("hides the blocker's last activity and activity counts from the user they blocked", async () => {
    const blocker = await fan();
    const blocked = await fan();
    await blocker.call("POST", "/api/chat/rooms/general/messages", { messageText: "Go team" });
    const url = `/api/user/profile/${blocker.user.id}`;
    const before = (await blocked.call("GET", url)).json().profile;
    expect(before.lastActive).not.toBeNull();
    expect(before).toMatchObject({ messageCount: 1, roomCount: 1 });
    await blocker.call("POST", `/api/user/block/${blocked.user.id}`);
    const after = (await blocked.call("GET", url)).json().profile;
    expect(after).toMatchObject({ messageCount: null, roomCount: null, lastActive: null });
    expect(after.username).toBe(blocker.user.username);
    // The blocker still sees the blocked user's activity, and everyone else the blocker's.
    const seenByBlocker = (await blocker.call("GET", `/api/user/profile/${blocked.user.id}`)).json()
      .profile;
    expect(seenByBlocker.lastActive).not.toBeNull();
    const bystander = await fan();
    expect((await bystander.call("GET", url)).json().profile.messageCount).toBe(1);
  });

  it("answers 404 'Profile not found' for an unknown user", async () => {
    const { call } = await fan();
    for (const key of ["nobody_here_123", crypto.randomUUID()]) {
      const res = await call("GET", `/api/user/profile/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("Profile not found");
    }
  });
});
