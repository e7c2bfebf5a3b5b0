import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mentionsResponseSchema } from "@huddle/contracts/mentions";
import { roomSlug } from "@huddle/contracts/rules/room";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../../test/factories.ts";
import { teamRooms } from "../../../test/rooms.ts";
import { uniqueSuffix } from "../../../test/unique-suffix.ts";
import { teamWithEveryRole } from "../../custom-teams/custom-teams.fixtures.ts";
import { buildScheduledGame } from "../../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../../sports/sports.repository.ts";
import { NOTIFIED_USER_TTL_MS } from "../../users/user-lookups.ts";
import { MENTION_PUSH_THROTTLE_MS } from "./mention-notifier.ts";

let t: TestApp;
let freshRoom: () => string;
beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
});
afterAll(() => t.close());

const name = (prefix: string) => `${prefix}_${uniqueSuffix().slice(0, 8)}`;
const fan = (prefix = "fan", extra: object = {}) =>
  signedInUser(t.app, t.database, { username: name(prefix), emailVerified: true, ...extra });

async function say(call: ApiCall, slug: string, messageText: string) {
  const res = await call("POST", `/api/chat/rooms/${slug}/messages`, { messageText });
  await t.app.mentions.idle();
  return res;
}

async function mentionsOf(call: ApiCall) {
  const res = await call("GET", "/api/user/mentions");
  expect(res.statusCode).toBe(200);
  return mentionsResponseSchema.parse(res.json());
}

const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to.includes(email));

describe("mention notifications", () => {
  it("tells the mentioned fan in the app and by email, and clears the badge when read", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("target");
    const res = await say(author.call, slug, `Great call @${target.user.username.toUpperCase()}!`);
    expect(res.statusCode).toBe(201);

    const seen = await mentionsOf(target.call);
    expect(seen.unread).toBe(1);
    expect(seen.mentions).toEqual([
      expect.objectContaining({
        messageId: res.json().message.id,
        roomSlug: slug,
        author: author.user.username,
        text: `Great call @${target.user.username.toUpperCase()}!`,
        read: false,
      }),
    ]);
    const mails = await mailsTo(target.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(`${author.user.username} mentioned you`),
    ]);

    expect((await target.call("POST", "/api/user/mentions/read")).statusCode).toBe(200);
    expect((await mentionsOf(target.call)).unread).toBe(0);
    expect((await mentionsOf(author.call)).mentions).toEqual([]);
  });

  it("emails a fan once per room per throttle window, and again once it has passed", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("target");
    for (const text of ["one", "two", "three"]) {
      expect((await say(author.call, slug, `@${target.user.username} ${text}`)).statusCode).toBe(
        201,
      );
    }
    expect((await mentionsOf(target.call)).unread).toBe(3);
    expect(await mailsTo(target.user.email)).toHaveLength(1);

    t.clock.advance(MENTION_PUSH_THROTTLE_MS + 1_000);
    expect((await say(author.call, slug, `@${target.user.username} four`)).statusCode).toBe(201);
    expect(await mailsTo(target.user.email)).toHaveLength(2);
  });

  it("never notifies across a block, either way", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const blocker = await fan("blocker");
    const blocked = await fan("blocked");
    await blocker.call("POST", `/api/user/block/${author.user.id}`);
    await author.call("POST", `/api/user/block/${blocked.user.id}`);
    await say(author.call, slug, `@${blocker.user.username} @${blocked.user.username} look`);
    expect((await mentionsOf(blocker.call)).unread).toBe(0);
    expect((await mentionsOf(blocked.call)).unread).toBe(0);
  });

  it("hides a mention once its author is blocked, and shows it again after an unblock", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("target");
    await say(author.call, slug, `@${target.user.username} nice pick`);
    expect((await mentionsOf(target.call)).unread).toBe(1);
    await target.call("POST", `/api/user/block/${author.user.id}`);
    expect(await mentionsOf(target.call)).toMatchObject({ unread: 0, mentions: [] });
    await target.call("DELETE", `/api/user/unblock/${author.user.id}`);
    expect((await mentionsOf(target.call)).unread).toBe(1);
  });

  it("never notifies from a muted author", async () => {
    const slug = freshRoom();
    const muted = await fan("muted", { muted: true });
    const target = await fan("target");
    expect((await say(muted.call, slug, `hey @${target.user.username}`)).statusCode).toBe(403);
    expect((await mentionsOf(target.call)).unread).toBe(0);
  });

  it("keeps the in-app notice but sends no email when notifications are off", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("quiet");
    await target.call("PUT", "/api/user/notification-preferences", {
      notificationsEnabled: false,
    });
    const res = await say(author.call, slug, `@${target.user.username} did you see that catch?`);
    expect(res.statusCode).toBe(201);
    expect((await mentionsOf(target.call)).unread).toBe(1);
    expect(await mailsTo(target.user.email)).toEqual([]);
  });

  it("follows the room's notification level: nothing silences mentions", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("levels");
    const levelUrl = `/api/chat/rooms/${slug}/notification-level`;
    expect((await target.call("GET", levelUrl)).json()).toEqual({ roomSlug: slug, level: "all" });
    expect((await target.call("PUT", levelUrl, { level: "loud" })).statusCode).toBe(400);

    expect((await target.call("PUT", levelUrl, { level: "nothing" })).json().level).toBe("nothing");
    await say(author.call, slug, `@${target.user.username} first`);
    expect((await mentionsOf(target.call)).unread).toBe(0);

    await target.call("PUT", levelUrl, { level: "mentions" });
    await say(author.call, slug, `@${target.user.username} second`);
    expect((await mentionsOf(target.call)).mentions.map((m) => m.text)).toEqual([
      `@${target.user.username} second`,
    ]);
  });

  it("does not notify someone who cannot read the room", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const text = `@${r.stranger.user.username} @${r.admin.user.username} practice moved`;
    expect((await say(r.member.call, slug, text)).statusCode).toBe(201);
    expect((await mentionsOf(r.stranger.call)).unread).toBe(0);
    expect((await mentionsOf(r.admin.call)).unread).toBe(1);
  });

  it("drops mentions from a room the fan may no longer read, edits included", async () => {
    const r = await teamWithEveryRole(t, { isPublic: true });
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const sent = await say(r.member.call, slug, `@${r.stranger.user.username} come join us`);
    expect(sent.statusCode).toBe(201);
    expect((await mentionsOf(r.stranger.call)).unread).toBe(1);

    const made = await r.owner.call("PUT", `/api/custom-teams/${r.team.id}`, { isPublic: false });
    expect(made.statusCode).toBe(200);
    await r.member.call("PUT", `/api/chat/messages/${sent.json().message.id}`, {
      text: `team only now, @${r.stranger.user.username}: the new lineup`,
    });
    expect(await mentionsOf(r.stranger.call)).toEqual({ unread: 0, mentions: [] });
  });

  it("follows a change of preferences from the next mention on, though the last one read them", async () => {
    const author = await fan("author");
    const target = await fan("switcher");
    const first = freshRoom();
    await say(author.call, first, `@${target.user.username} first`);
    expect(await mailsTo(target.user.email)).toHaveLength(1);

    await target.call("PUT", "/api/user/notification-preferences", { emailEnabled: false });
    // Another room: its mail slot is free, so only the preference can hold the mail back.
    await say(author.call, freshRoom(), `@${target.user.username} second`);
    expect(await mailsTo(target.user.email)).toHaveLength(1);

    await target.call("PUT", "/api/user/notification-preferences", { emailEnabled: true });
    await say(author.call, freshRoom(), `@${target.user.username} third`);
    expect(await mailsTo(target.user.email)).toHaveLength(2);
  });

  it("spends no mail slot on a mention that reached no device and no inbox", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("later", { emailVerified: false });
    await say(author.call, slug, `@${target.user.username} welcome!`);
    expect(await mailsTo(target.user.email)).toEqual([]);

    await t.database.db.execute(
      sql`update users set email_verified = true where id = ${target.user.id}`,
    );
    // Verified elsewhere (another node): a mentioned fan's account is cached for up to a
    // minute; the throttle window is ten.
    t.clock.advance(NOTIFIED_USER_TTL_MS + 1_000);
    await say(author.call, slug, `@${target.user.username} verified now?`);
    expect(await mailsTo(target.user.email)).toHaveLength(1);
  });

  it("names game, sideline, team and custom rooms as fans know them, never by their ids", async () => {
    const sports = createSportsRepository(t.database.db);
    const game = buildScheduledGame("nfl");
    await sports.upsertGames([game]);
    const [home] = await sports.teams({ ids: [game.homeTeam.teamId] });
    const matchup = `${game.awayTeam.name} @ ${game.homeTeam.name}`;
    const teamSlug = freshRoom();
    const [team] = await sports.teams({ ids: [teamSlug.replace(/^team-/, "")] });
    const rooms = [
      [roomSlug({ type: "game", gameId: game.id }), matchup],
      [
        roomSlug({ type: "sideline", gameId: game.id, teamId: game.homeTeam.teamId }),
        `${home?.shortName} Sideline · ${matchup}`,
      ],
      [teamSlug, team?.name],
    ] as const;
    const author = await fan("author");
    const target = await fan("target");
    const calls = ["Great call", "What a drive", "Big stop"];
    for (const [i, [slug]] of rooms.entries()) {
      const res = await say(author.call, slug, `${calls[i]} @${target.user.username}`);
      expect(res.statusCode).toBe(201);
    }
    const listed = await mentionsOf(target.call);
    expect(new Map(listed.mentions.map((m) => [m.roomSlug, m.roomName]))).toEqual(new Map(rooms));
    const subjects = (await mailsTo(target.user.email)).map((m) => m.subject);
    expect(subjects).toContain(`${author.user.username} mentioned you in ${matchup}`);
    expect(subjects.join(" ")).not.toContain(game.id);

    const r = await teamWithEveryRole(t, { isPublic: false });
    const custom = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    expect(
      (await say(r.member.call, custom, `Nice pass @${r.admin.user.username}`)).statusCode,
    ).toBe(201);
    expect((await mentionsOf(r.admin.call)).mentions.map((m) => m.roomName)).toEqual([r.team.name]);
  });

  it("ignores emails, unknown names and the author's own name", async () => {
    const slug = freshRoom();
    const author = await fan("author");
    const target = await fan("target");
    await say(
      author.call,
      slug,
      `mail ${target.user.username}@example.com, @${author.user.username} and @nobody_${uniqueSuffix().slice(0, 4)}`,
    );
    expect((await mentionsOf(target.call)).unread).toBe(0);
    expect((await mentionsOf(author.call)).unread).toBe(0);
  });
});

describe("mention suggestions", () => {
  it("suggests people the viewer follows by prefix, never blocked ones or the viewer", async () => {
    const slug = freshRoom();
    const prefix = `sg${uniqueSuffix().slice(0, 4)}`;
    const viewer = await fan(prefix);
    const followed = await fan(prefix);
    const blocked = await fan(prefix);
    await viewer.call("POST", `/api/user/follow/${followed.user.id}`);
    await viewer.call("POST", `/api/user/follow/${blocked.user.id}`);
    await viewer.call("POST", `/api/user/block/${blocked.user.id}`);
    const res = await viewer.call(
      "GET",
      `/api/chat/rooms/${slug}/mention-suggestions?q=${prefix.toUpperCase()}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().suggestions).toEqual([
      { username: followed.user.username, avatar: null, source: "following" },
    ]);
    const bad = await viewer.call("GET", `/api/chat/rooms/${slug}/mention-suggestions?q=a%20b`);
    expect(bad.statusCode).toBe(400);
  });
});
