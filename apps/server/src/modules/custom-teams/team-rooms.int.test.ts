import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES as R } from "@huddle/contracts/custom-team-rooms";
import { roomSlug } from "@huddle/contracts/rules/room";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { staffTeam } from "../../test/staff.ts";
import { createRoomMessagesRepository } from "../chat/room-messages.repository.ts";
import {
  createTeam,
  fan,
  TEAMS,
  teamWithEveryRole,
  UNKNOWN_ID,
  type Fan,
} from "./custom-teams.fixtures.ts";

let t: TestApp;
let staff: Awaited<ReturnType<typeof staffTeam>>;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffTeam(t);
});
afterAll(() => t.close());

const messagesOf = (slug: string) => `/api/chat/rooms/${slug}/messages`;
const post = (f: Fan, slug: string, messageText: string) =>
  f.call("POST", messagesOf(slug), { messageText });
const read = (f: Fan, slug: string) => f.call("GET", messagesOf(slug));
const scheduleGame = async (owner: Fan, teamId: string, overrides: object = {}) => {
  const res = await owner.call("POST", `${TEAMS}/${teamId}/games`, {
    opponent: "Westside Wolves",
    scheduledFor: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
    location: "Rec Center",
    gameDescription: "Season opener",
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`game failed: ${res.statusCode} ${res.body}`);
  return res.json().game as { id: string };
};

type Expect = number | string;
/** 200/201 for allowed, else the 403 sentence. */
async function outcome(res: ReturnType<Fan["call"]>, ok: number): Promise<Expect> {
  const done = await res;
  if (done.statusCode === ok) return ok;
  expect(done.statusCode).toBe(403);
  return done.json().error as string;
}

describe.each([
  ["public", true, 200, R.joinToPost],
  ["private", false, R.requestToJoin, R.requestToJoin],
])("a %s team's room over REST", (_label, isPublic, strangerRead, strangerPost) => {
  let r: Awaited<ReturnType<typeof teamWithEveryRole>>;
  beforeAll(async () => {
    r = await teamWithEveryRole(t, { isPublic });
  });

  it.each([
    ["stranger", strangerRead, strangerPost],
    ["member", 200, 201],
    ["admin", 200, 201],
    ["owner", 200, 201],
    ["blocked", R.blocked, R.blocked],
    ["muted", 200, R.muted],
  ] as const)("answers a %s: read %s, post %s", async (role, canRead, canPost) => {
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const who = r[role];
    expect(await outcome(read(who, slug), 200)).toBe(canRead);
    expect(await outcome(post(who, slug, "Great hustle today"), 201)).toBe(canPost);
  });
});

describe("reports and appeals go no further than the room lets a fan (QA, 2026-11-29)", () => {
  let r: Awaited<ReturnType<typeof teamWithEveryRole>>;
  let slug: string;
  beforeAll(async () => {
    r = await teamWithEveryRole(t, { isPublic: false });
    slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
  });
  const appeal = (f: Fan, messageText: string) =>
    f.call("POST", "/api/chat/appeals", {
      messageText,
      appealReason: "It was about the game",
      filterInfo: { roomSlug: slug, reason: "Message blocked by content filter" },
    });

  it("keeps the room's history and slow mode from site staff, yet shows them a reported message (docs/decisions.md)", async () => {
    const said = await post(r.admin, slug, "Practice at six, bring water");
    const { mod, superadmin } = staff;
    for (const staff of [mod, superadmin]) {
      const history = await staff.call("GET", `/api/admin/rooms/${slug}/messages`);
      expect(history.statusCode).toBe(403);
      expect(history.json().error).toBe(ADMIN_MESSAGES.privateRoom);
      expect((await staff.call("GET", `/api/admin/messages?roomId=${slug}`)).statusCode).toBe(403);
      const slow = await staff.call("PUT", `/api/chat/rooms/${slug}/slow-mode`, { seconds: 5 });
      expect(slow.statusCode).toBe(403);
    }
    // A public team's room and the sports rooms stay open to them.
    const open = await createTeam((await fan(t, "pro")).call, { isPublic: true });
    const openSlug = roomSlug({ type: "custom-team", customTeamId: open.id });
    expect((await mod.call("GET", `/api/admin/rooms/${openSlug}/messages`)).statusCode).toBe(200);
    expect((await mod.call("GET", "/api/admin/rooms/general/messages")).statusCode).toBe(200);
    // Reported, the message reaches the moderation queue.
    const id = said.json().message.id as string;
    await r.owner.call("POST", `/api/chat/messages/${id}/report`, { reason: "spam" });
    const reported = await mod.call("GET", "/api/admin/messages/reported");
    expect(reported.json().messages.map((m: { messageId: string }) => m.messageId)).toContain(id);
  });

  it("refuses a stranger's report of a private room's message as reading it would be", async () => {
    const said = await post(r.member, slug, "Practice moved to six");
    const id = said.json().message.id as string;
    const report = (f: Fan) =>
      f.call("POST", `/api/chat/messages/${id}/report`, { reason: "spam" });
    expect((await report(r.stranger)).statusCode).toBe(403);
    expect((await report(r.stranger)).json().error).toBe(R.requestToJoin);
    expect((await report(r.admin)).statusCode).toBe(201);
  });

  it("refuses an appeal for a room the fan may not post in", async () => {
    const res = await appeal(r.stranger, "Stranger was here");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(R.requestToJoin);
    expect((await appeal(r.muted, "Muted was here")).statusCode).toBe(403);
    expect((await appeal(r.member, "Member appeal")).statusCode).toBe(201);
  });

  it("posts nothing when the author lost the right to post before the approval", async () => {
    const filed = await appeal(r.member, "Member appeal before the block");
    expect(filed.statusCode).toBe(201);
    const owner = r.owner;
    const members = `${TEAMS}/${r.team.id}/members`;
    const blocked = await owner.call("POST", `${members}/${r.member.user.id}/block`, {
      reason: "spam",
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const { mod } = staff;
    const decided = await mod.call("POST", `/api/admin/appeals/${filed.json().appeal.id}`, {
      action: "approve",
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().error).toBe(ADMIN_MESSAGES.appealRoomClosed);
    const history = await read(owner, slug);
    expect(history.body).not.toContain("Member appeal before the block");
  });
});

describe("a public team's game room closed to spectators (docs/decisions.md, Issue 11 — finish)", () => {
  let r: Awaited<ReturnType<typeof teamWithEveryRole>>;
  let slug: string;
  let gameId: string;
  beforeAll(async () => {
    r = await teamWithEveryRole(t, { isPublic: true });
    gameId = (await scheduleGame(r.owner, r.team.id)).id;
    slug = roomSlug({ type: "custom-game", customGameId: gameId });
  });
  const setGame = async (change: { isPublic?: boolean; allowSpectators?: boolean }) => {
    const res = await r.owner.call("PUT", `/api/custom-games/${gameId}`, change);
    expect(res.statusCode).toBe(200);
  };

  it.each([
    [{ isPublic: true, allowSpectators: false }],
    [{ isPublic: false, allowSpectators: true }],
  ])("with %o lets only the teams' members in", async (flags) => {
    await setGame(flags);
    const expected = {
      stranger: R.requestToJoin,
      member: 200,
      admin: 200,
      owner: 200,
      blocked: R.blocked,
      muted: 200,
    } as const;
    for (const [role, canRead] of Object.entries(expected)) {
      const who = r[role as keyof typeof expected];
      expect([role, await outcome(read(who, slug), 200)]).toEqual([role, canRead]);
    }
    expect(await outcome(post(r.member, slug, "Warm-ups at six"), 201)).toBe(201);
  });

  it("opens again to any signed-in fan (reading only) once public with spectators", async () => {
    await setGame({ isPublic: false, allowSpectators: false });
    expect(await outcome(read(r.stranger, slug), 200)).toBe(R.requestToJoin);
    await setGame({ isPublic: true, allowSpectators: true });
    expect(await outcome(read(r.stranger, slug), 200)).toBe(200);
    expect(await outcome(post(r.stranger, slug, "Go team"), 201)).toBe(R.joinToPost);
  });
});

describe("room settings say up front who may post", () => {
  const settingsOf = (f: Fan, slug: string) => f.call("GET", `/api/chat/rooms/${slug}/settings`);

  it.each([
    ["member", null],
    ["admin", null],
    ["owner", null],
    ["stranger", { message: R.joinToPost }],
  ] as const)("tells a %s of a public team %o", async (role, restriction) => {
    const r = await teamWithEveryRole(t, { isPublic: true });
    const res = await settingsOf(
      r[role],
      roomSlug({ type: "custom-team", customTeamId: r.team.id }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().postingRestriction).toEqual(restriction);
  });

  it("tells a muted member they are muted and until when, and a blocked one nothing (403)", async () => {
    const r = await teamWithEveryRole(t);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const muted = (await settingsOf(r.muted, slug)).json().postingRestriction as {
      message: string;
      mutedUntil: string;
    };
    expect(muted.message).toBe(R.muted);
    const daysLeft = (Date.parse(muted.mutedUntil) - t.clock.now().getTime()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(2.99);
    const blocked = await settingsOf(r.blocked, slug);
    expect([blocked.statusCode, blocked.json().error]).toEqual([403, R.blocked]);
  });

  it("leaves sports rooms without a restriction", async () => {
    const someone = await fan(t);
    expect((await settingsOf(someone, "general")).json().postingRestriction).toBeNull();
  });
});

describe("custom team rooms", () => {
  it("answers 404 for a team or game that does not exist", async () => {
    const someone = await fan(t);
    for (const slug of [
      roomSlug({ type: "custom-team", customTeamId: UNKNOWN_ID }),
      roomSlug({ type: "custom-game", customGameId: UNKNOWN_ID }),
    ]) {
      expect((await read(someone, slug)).statusCode).toBe(404);
      expect((await post(someone, slug, "Hello")).statusCode).toBe(404);
    }
  });

  it("tells a fan whose join request is waiting that it is, then lets them in once approved", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call, { isPublic: false, requiresAcceptance: true });
    const slug = roomSlug({ type: "custom-team", customTeamId: team.id });
    const joiner = await fan(t);
    expect(await outcome(read(joiner, slug), 200)).toBe(R.requestToJoin);

    const asked = await joiner.call("POST", `${TEAMS}/${team.id}/join`);
    expect(asked.statusCode).toBe(202);
    expect(await outcome(read(joiner, slug), 200)).toBe(R.awaitingApproval);

    const requestId = asked.json().request.requestId as string;
    const decided = await owner.call("POST", `${TEAMS}/${team.id}/join-requests/${requestId}`, {
      action: "approve",
    });
    expect(decided.statusCode).toBe(200);
    expect(await outcome(read(joiner, slug), 200)).toBe(200);
  });

  it("tells a muted member until when they are muted", async () => {
    const r = await teamWithEveryRole(t);
    const res = await post(
      r.muted,
      roomSlug({ type: "custom-team", customTeamId: r.team.id }),
      "Let me in",
    );
    const { error, mutedUntil } = res.json() as { error: string; mutedUntil: string };
    expect(error).toBe(R.muted);
    const daysLeft = (Date.parse(mutedUntil) - t.clock.now().getTime()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(2.99);
    expect(daysLeft).toBeLessThanOrEqual(3);
  });

  it("takes the right to post and edit at once from a member who is muted, blocked or removed", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const members = `${TEAMS}/${r.team.id}/members/${r.member.user.id}`;
    const sent = (await post(r.member, slug, "First post")).json().message as { id: string };
    const edit = () => r.member.call("PUT", `/api/chat/messages/${sent.id}`, { text: "Edited" });
    expect((await edit()).statusCode).toBe(200);

    await r.owner.call("POST", `${members}/mute`, { days: null });
    expect((await edit()).json()).toEqual({ error: R.muted, mutedUntil: null });
    expect((await post(r.member, slug, "Still here")).json().error).toBe(R.muted);
    expect((await read(r.member, slug)).statusCode).toBe(200);

    await r.owner.call("POST", `${members}/unmute`);
    expect((await post(r.member, slug, "Back again")).statusCode).toBe(201);

    await r.owner.call("POST", `${members}/block`, { reason: "spam" });
    expect((await edit()).json().error).toBe(R.blocked);
    expect((await read(r.member, slug)).json().error).toBe(R.blocked);

    await r.owner.call("POST", `${members}/unblock`);
    await r.owner.call("DELETE", members);
    expect((await edit()).json().error).toBe(R.requestToJoin);
    expect((await read(r.member, slug)).json().error).toBe(R.requestToJoin);
  });

  it("lets a fan who joins post at once, and closes a team's room to strangers when it goes private", async () => {
    const owner = await fan(t, "pro");
    const team = await createTeam(owner.call);
    const slug = roomSlug({ type: "custom-team", customTeamId: team.id });
    const joiner = await fan(t);
    expect((await post(joiner, slug, "Can I play?")).json().error).toBe(R.joinToPost);
    await joiner.call("POST", `${TEAMS}/${team.id}/join`);
    expect((await post(joiner, slug, "Glad to be here")).statusCode).toBe(201);

    const stranger = await fan(t);
    expect((await read(stranger, slug)).statusCode).toBe(200);
    await owner.call("PUT", `${TEAMS}/${team.id}`, { isPublic: false });
    expect((await read(stranger, slug)).json().error).toBe(R.requestToJoin);
  });

  it("opens a game room by either team's rules, and shuts it to a fan either team blocked", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const rivalOwner = await fan(t, "pro");
    const rival = await createTeam(rivalOwner.call, { name: "Westside Wolves", isPublic: false });
    // A coach names a private team only from inside it (custom-games.service.ts).
    expect((await r.owner.call("POST", `${TEAMS}/${rival.id}/join`)).statusCode).toBe(200);
    const game = await scheduleGame(r.owner, r.team.id, { opponentTeamId: rival.id });
    const slug = roomSlug({ type: "custom-game", customGameId: game.id });
    for (const who of [r.owner, r.member, rivalOwner]) {
      expect((await post(who, slug, "Good game")).statusCode).toBe(201);
    }
    expect((await read(r.stranger, slug)).json().error).toBe(R.requestToJoin);
    expect((await post(r.muted, slug, "Hi")).json().error).toBe(R.muted);
    expect((await read(r.muted, slug)).statusCode).toBe(200);
    // The blocked fan joins the rival team: that team's rules do not undo the block.
    await r.blocked.call("POST", `${TEAMS}/${rival.id}/join`);
    expect((await read(r.blocked, slug)).json().error).toBe(R.blocked);
  });

  it("shows every message in the team's rooms through the team's words, then the reader's own", async () => {
    const r = await teamWithEveryRole(t);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    await r.owner.call("POST", `${TEAMS}/${r.team.id}/word-replacements`, {
      originalWord: "refs",
      replacementWord: "officials",
    });
    const sent = await post(r.member, slug, "The refs were great");
    expect(sent.json().message.text).toBe("The officials were great");
    await r.stranger.call("POST", "/api/user/word-replacements", {
      originalWord: "great",
      replacementWord: "fine",
    });
    const texts = async (f: Fan) =>
      ((await read(f, slug)).json().messages as { text: string }[]).map((m) => m.text);
    expect(await texts(r.admin)).toEqual(["The officials were great"]);
    expect(await texts(r.stranger)).toEqual(["The officials were fine"]);

    const game = await scheduleGame(r.owner, r.team.id);
    const inGame = await post(
      r.member,
      roomSlug({ type: "custom-game", customGameId: game.id }),
      "Watch the refs",
    );
    expect(inGame.json().message.text).toBe("Watch the officials");
    // A room of another team is untouched.
    const other = await fan(t, "pro");
    const otherTeam = await createTeam(other.call, { name: "Northside Owls" });
    const elsewhere = await post(
      other,
      roomSlug({ type: "custom-team", customTeamId: otherTeam.id }),
      "The refs were great",
    );
    expect(elsewhere.json().message.text).toBe("The refs were great");
  });

  it("counts the team room's messages and deletes its rooms' messages with the team", async () => {
    const r = await teamWithEveryRole(t);
    const teamSlug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    await post(r.member, teamSlug, "One");
    await post(r.owner, teamSlug, "Two");
    const details = await r.member.call("GET", `${TEAMS}/${r.team.id}`);
    expect(details.json().team.messageCount).toBe(2);

    const game = await scheduleGame(r.owner, r.team.id);
    const gameSlug = roomSlug({ type: "custom-game", customGameId: game.id });
    await post(r.member, gameSlug, "Three");
    const rooms = createRoomMessagesRepository(t.database.db);
    expect((await rooms.countLive([teamSlug, gameSlug])).size).toBe(2);
    expect((await r.owner.call("DELETE", `${TEAMS}/${r.team.id}`)).statusCode).toBe(200);
    expect((await rooms.countLive([teamSlug, gameSlug])).size).toBe(0);
    expect((await read(r.member, teamSlug)).statusCode).toBe(404);
    expect((await read(r.member, gameSlug)).statusCode).toBe(404);
  });
});
