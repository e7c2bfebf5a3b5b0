import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type { AdminLevel } from "@huddle/contracts/constants";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { STAFF_LEVELS, staffTeam } from "../../test/staff.ts";
import { createModerationSettingsRepository } from "../moderation/moderation-settings.repository.ts";
import { createSportsRepository } from "../sports/sports.repository.ts";

let t: TestApp;
let team: Awaited<ReturnType<typeof staffTeam>>;
let freshRoom: () => string;

/** A custom rule holds any message with this word for review (deterministic, model-free). */
const HOLD_WORD = "zebrahold";

beforeAll(async () => {
  t = await buildTestApp();
  team = await staffTeam(t);
  freshRoom = await teamRooms(t.database);
  await createModerationSettingsRepository(t.database.db).addCustomRule({
    pattern: HOLD_WORD,
    action: "quarantine",
    description: "test hold",
  });
});
afterAll(() => t.close());

async function fan() {
  return signedInUser(t.app, t.database);
}

async function post(call: ApiCall, room: string, messageText: string) {
  const res = await call("POST", `/api/chat/rooms/${room}/messages`, { messageText });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string; moderationStatus: string };
}

/** A message by one fan, reported by another. */
async function reportedMessage(room = freshRoom()) {
  const author = await fan();
  const message = await post(author.call, room, "the ref needs glasses");
  const reporter = await fan();
  const res = await reporter.call("POST", `/api/chat/messages/${message.id}/report`, {
    reason: "rude to officials",
  });
  expect(res.statusCode).toBe(201);
  return { room, author, message };
}

async function roomTexts(call: ApiCall, room: string): Promise<string[]> {
  const res = await call("GET", `/api/chat/rooms/${room}/messages`);
  return res.json().messages.map((m: { text: string }) => m.text);
}

async function appeal(text: string, room: string) {
  const author = await fan();
  const res = await author.call("POST", "/api/chat/appeals", {
    messageText: text,
    appealReason: "It is about the game",
    filterInfo: { reason: "Message blocked by content filter: Spam", roomSlug: room },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { author, id: res.json().appeal.id as string };
}

const rank = (level: AdminLevel) => STAFF_LEVELS.indexOf(level);

describe("message and appeal routes × roles (mods and above)", () => {
  const routes: [string, (level: AdminLevel) => Promise<number>][] = [
    [
      "GET reported",
      async (l) => (await team[l].call("GET", "/api/admin/messages/reported")).statusCode,
    ],
    [
      "GET messages",
      async (l) => (await team[l].call("GET", "/api/admin/messages?status=active")).statusCode,
    ],
    [
      "GET message details",
      async (l) => {
        const { message } = await reportedMessage();
        return (await team[l].call("GET", `/api/admin/messages/${message.id}`)).statusCode;
      },
    ],
    [
      "GET room messages",
      async (l) =>
        (await team[l].call("GET", `/api/admin/rooms/${freshRoom()}/messages`)).statusCode,
    ],
    [
      "POST moderate",
      async (l) => {
        const { message } = await reportedMessage();
        const res = await team[l].call("POST", `/api/admin/messages/${message.id}/moderate`, {
          action: "reject",
          reason: "fair comment",
        });
        return res.statusCode;
      },
    ],
    [
      "POST bulk",
      async (l) => {
        const { message } = await reportedMessage();
        const res = await team[l].call("POST", "/api/admin/messages/bulk", {
          action: "delete",
          messageIds: [message.id],
          reason: "",
        });
        return res.statusCode;
      },
    ],
    [
      "GET appeals",
      async (l) => (await team[l].call("GET", "/api/admin/appeals?status=pending")).statusCode,
    ],
    [
      "POST appeal decision",
      async (l) => {
        const { id } = await appeal("free tickets here", freshRoom());
        const res = await team[l].call("POST", `/api/admin/appeals/${id}`, {
          action: "reject",
          response: "No ads",
        });
        return res.statusCode;
      },
    ],
  ];
  for (const [name, run] of routes) {
    for (const level of STAFF_LEVELS) {
      const allowed = rank(level) >= rank("mod");
      it(`${name}: ${level} → ${allowed ? 200 : 403}`, async () => {
        expect(await run(level)).toBe(allowed ? 200 : 403);
      });
    }
  }
});

describe("moderating reported messages", () => {
  it("lists a report in the reported queue, with details, and resolves it by deleting", async () => {
    const { room, author, message } = await reportedMessage();
    const queue = await team.mod.call("GET", "/api/admin/messages/reported");
    const item = queue
      .json()
      .messages.find((m: { messageId: string }) => m.messageId === message.id);
    // Named as fans know the room, never by its ids (QA: "team-40000029" in the console).
    const [sportsTeam] = await createSportsRepository(t.database.db).teams({
      ids: [room.replace(/^team-/, "")],
    });
    const roomName = sportsTeam!.name;
    expect(item).toMatchObject({ status: "pending", pendingReports: 1, roomSlug: room, roomName });
    const details = (await team.mod.call("GET", `/api/admin/messages/${message.id}`)).json();
    expect(details.reports).toMatchObject([{ reason: "rude to officials", status: "pending" }]);
    expect(details.room).toEqual({ slug: room, name: roomName });
    expect(details.message.roomName).toBe(roomName);

    const res = await team.mod.call("POST", `/api/admin/messages/${message.id}/moderate`, {
      action: "delete",
      reason: "abusive",
    });
    expect(res.json().message, res.body).toMatchObject({ status: "deleted", pendingReports: 0 });
    expect(await roomTexts(author.call, room)).not.toContain("the ref needs glasses");
    const after = (await team.mod.call("GET", `/api/admin/messages/${message.id}`)).json();
    expect(after.reports[0].status).toBe("approved");
    expect(after.history).toMatchObject([{ action: "message.delete", reason: "abusive" }]);
  });

  it("tells each staff member what they may do to the author: mods mute, admins also ban", async () => {
    const { message } = await reportedMessage();
    const abilitiesFor = async (level: AdminLevel) =>
      (await team[level].call("GET", `/api/admin/messages/${message.id}`)).json().message
        .authorAbilities;
    expect(await abilitiesFor("mod")).toEqual({ canBan: false, canMute: true });
    expect(await abilitiesFor("admin")).toEqual({ canBan: true, canMute: true });
    const listed = await team.admin.call("GET", "/api/admin/messages/reported");
    const row = listed
      .json()
      .messages.find((m: { messageId: string }) => m.messageId === message.id);
    expect(row.authorAbilities).toEqual({ canBan: true, canMute: true });

    const room = freshRoom();
    const own = await post(team.admin.call, room, "staff says hello");
    const byRoot = await post(team.superadmin.call, room, "root says hello");
    const view = async (id: string) =>
      (await team.admin.call("GET", `/api/admin/messages/${id}`)).json().message.authorAbilities;
    expect(await view(own.id)).toEqual({ canBan: false, canMute: false });
    expect(await view(byRoot.id)).toEqual({ canBan: false, canMute: false });
  });

  it("rejecting the report keeps the message, and a second decision is refused", async () => {
    const { room, author, message } = await reportedMessage();
    const first = await team.mod.call("POST", `/api/admin/messages/${message.id}/moderate`, {
      action: "reject",
      reason: "fair comment",
    });
    expect(first.json().message.status).toBe("rejected");
    expect(await roomTexts(author.call, room)).toContain("the ref needs glasses");
    const again = await team.admin.call("POST", `/api/admin/messages/${message.id}/moderate`, {
      action: "approve",
      reason: "",
    });
    expect(again.statusCode).toBe(409);
    const log = await team.admin.call("GET", `/api/admin/audit-log?targetId=${message.id}`);
    expect(log.json().entries.map((e: { action: string }) => e.action)).toEqual(["message.reject"]);
    // The id as a client may spell it finds the same entries.
    const upper = `/api/admin/audit-log?targetId=${message.id.toUpperCase()}`;
    expect((await team.admin.call("GET", upper)).json().entries).toEqual(log.json().entries);
  });

  it("approving a held message publishes it to the room and marks it reviewed", async () => {
    const room = freshRoom();
    const author = await fan();
    const held = await post(author.call, room, `meet at the ${HOLD_WORD} gate`);
    expect(held.moderationStatus).toBe("quarantined");
    expect(await roomTexts(author.call, room)).toEqual([]);
    const pending = await team.mod.call("GET", `/api/admin/messages?status=pending&roomId=${room}`);
    expect(pending.json().messages.map((m: { messageId: string }) => m.messageId)).toEqual([
      held.id,
    ]);

    const res = await team.mod.call("POST", `/api/admin/messages/${held.id}/moderate`, {
      action: "approve",
      reason: "harmless",
    });
    expect(res.json().message).toMatchObject({ status: "approved", isReviewed: true });
    expect(await roomTexts(author.call, room)).toEqual([`meet at the ${HOLD_WORD} gate`]);
  });

  it("filters by user and by room, in pages of 25", async () => {
    const { author, room } = await reportedMessage();
    const byUser = await team.mod.call("GET", `/api/admin/users/${author.user.id}/messages`);
    expect(byUser.json()).toMatchObject({ pagination: { limit: 25, total: 1 } });
    const byRoom = await team.mod.call("GET", `/api/admin/rooms/${room}/messages`);
    expect(byRoom.json().messages).toHaveLength(1);
  });

  it("counts the report on the dashboard and lists it in the activity feed", async () => {
    const before = (await team.mod.call("GET", "/api/admin/stats")).json().moderation;
    const { message } = await reportedMessage();
    const after = (await team.mod.call("GET", "/api/admin/stats")).json().moderation;
    expect(after.pendingReports).toBe(before.pendingReports + 1);
    // A reported message its author deletes leaves the queue, and so the count.
    const gone = await reportedMessage();
    expect(
      (await gone.author.call("DELETE", `/api/chat/messages/${gone.message.id}`)).statusCode,
    ).toBe(200);
    const stats = (await team.mod.call("GET", "/api/admin/stats")).json().moderation;
    expect(stats.pendingReports).toBe(after.pendingReports);
    const logs = (await team.mod.call("GET", "/api/admin/activity?limit=3")).json().data.logs;
    expect(logs[0]).toMatchObject({
      type: "report",
      action: "reported",
      description: expect.stringMatching(/ reported a message in .+: rude to officials$/),
      severity: "medium",
      details: { messageText: "the ref needs glasses", reportReason: "rude to officials" },
    });
    expect(logs).toHaveLength(3);
    await team.mod.call("POST", `/api/admin/messages/${message.id}/moderate`, {
      action: "reject",
      reason: "",
    });
  });

  it("audits what moderators do from the chat itself: deleting others' messages, slow mode", async () => {
    const room = freshRoom();
    const author = await fan();
    const message = await post(author.call, room, "off-topic rant");
    expect((await team.mod.call("DELETE", `/api/chat/messages/${message.id}`)).statusCode).toBe(
      200,
    );
    await team.mod.call("PUT", `/api/chat/rooms/${room}/slow-mode`, { seconds: 30 });
    const own = await post(team.mod.call, room, "mod's own note");
    await team.mod.call("DELETE", `/api/chat/messages/${own.id}`);
    const log = await team.admin.call("GET", `/api/admin/audit-log?actorId=${team.mod.user.id}`);
    const mine = log
      .json()
      .entries.filter((e: { targetId: string }) => [message.id, own.id, room].includes(e.targetId));
    expect(mine).toMatchObject([
      { action: "room.slow_mode", targetId: room, after: { slowModeSeconds: 30 } },
      { action: "message.delete", targetId: message.id, before: { text: "off-topic rant" } },
    ]);
  });

  it("answers 404 for an unknown message and 400 for a malformed id", async () => {
    const unknown = await team.mod.call(
      "GET",
      "/api/admin/messages/00000000-0000-4000-8000-000000000000",
    );
    expect(unknown.statusCode).toBe(404);
    expect((await team.mod.call("GET", "/api/admin/messages/not-an-id")).statusCode).toBe(400);
  });

  it("refuses an empty bulk selection with the spec's text", async () => {
    const res = await team.mod.call("POST", "/api/admin/messages/bulk", {
      action: "delete",
      messageIds: [],
      reason: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContain("Please select messages first");
    // Left out altogether, it is the same text, not the validator's own wording.
    const missing = await team.mod.call("POST", "/api/admin/messages/bulk", { action: "delete" });
    expect(missing.json().details).toEqual(["Please select messages first"]);
  });
});

describe("appeals", () => {
  it("an approved appeal publishes the text as the author's message; the appellant reads the answer", async () => {
    const room = freshRoom();
    const { author, id } = await appeal("Go Birds, what a catch", room);
    const listed = await team.mod.call("GET", "/api/admin/appeals?status=pending");
    expect(listed.json().appeals.find((a: { id: string }) => a.id === id)).toMatchObject({
      status: "pending",
      username: author.user.username,
      originalMessage: "Go Birds, what a catch",
      filterReason: "Message blocked by content filter: Spam",
      reason: "It is about the game",
      roomSlug: room,
    });
    // Named as fans know the room, as the message queues do (QA: "league-nhl" in the console).
    const [sportsTeam] = await createSportsRepository(t.database.db).teams({
      ids: [room.replace(/^team-/, "")],
    });
    expect(listed.json().appeals.find((a: { id: string }) => a.id === id).roomName).toBe(
      sportsTeam!.name,
    );

    const res = await team.mod.call("POST", `/api/admin/appeals/${id}`, {
      action: "approve",
      response: "Sorry, our filter got that wrong",
    });
    expect(res.json().appeal).toMatchObject({ status: "approved" });
    const history = await author.call("GET", `/api/chat/rooms/${room}/messages`);
    expect(history.json().messages).toMatchObject([
      { text: "Go Birds, what a catch", userId: author.user.id },
    ]);
    const own = await author.call("GET", "/api/chat/appeals");
    expect(own.json().appeals).toMatchObject([
      { id, status: "approved", response: "Sorry, our filter got that wrong" },
    ]);
    expect((await author.call("GET", `/api/chat/appeals/${id}`)).json().appeal.status).toBe(
      "approved",
    );
    const log = await team.admin.call("GET", `/api/admin/audit-log?targetId=${id}`);
    expect(log.json().entries).toMatchObject([
      { action: "appeal.approve", actorId: team.mod.user.id, targetType: "appeal" },
    ]);
    const stranger = await fan();
    expect((await stranger.call("GET", `/api/chat/appeals/${id}`)).statusCode).toBe(404);
    const again = await team.admin.call("POST", `/api/admin/appeals/${id}`, {
      action: "reject",
      response: "",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ADMIN_MESSAGES.appealDecided);
  });

  it("'allow' on an appealed message publishes it, marked reviewed", async () => {
    const room = freshRoom();
    const { id } = await appeal("That pass was filthy", room);
    const res = await team.mod.call("POST", `/api/admin/messages/${id}/moderate`, {
      action: "allow",
      reason: "sports slang",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatchObject({
      messageText: "That pass was filthy",
      isReviewed: true,
      isAppealed: true,
      roomSlug: room,
    });
  });

  it("emails the appellant the outcome and the response when their address is verified", async () => {
    const author = await signedInUser(t.app, t.database, { emailVerified: true });
    const filed = await author.call("POST", "/api/chat/appeals", {
      messageText: "Refs were blind tonight",
      appealReason: "Just venting about the game",
      filterInfo: { roomSlug: freshRoom() },
    });
    const id = filed.json().appeal.id as string;
    await team.mod.call("POST", `/api/admin/appeals/${id}`, {
      action: "reject",
      response: "Please keep it civil",
    });
    // The mail goes out after the response: wait for it to land in the outbox.
    await vi.waitFor(
      async () => {
        const mail = (await t.outbox()).find((m) => m.to === author.user.email);
        expect(mail?.subject).toBe("Your appeal was reviewed");
      },
      { timeout: 5_000 },
    );
  });

  it("approving while the author is banned records the decision, posts nothing and says why", async () => {
    const room = freshRoom();
    const { author, id } = await appeal("Clutch three from the corner", room);
    const banned = await team.admin.call("POST", `/api/admin/users/${author.user.id}/ban`, {
      reason: "abuse elsewhere",
      duration: "24h",
    });
    expect(banned.statusCode, banned.body).toBe(200);
    const res = await team.mod.call("POST", `/api/admin/appeals/${id}`, {
      action: "approve",
      response: "The filter was wrong",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: `Appeal approved, but the message was not posted: ${author.user.username} is banned`,
      appeal: { status: "approved", messagePosted: false },
    });
    expect(await roomTexts(team.mod.call, room)).toEqual([]);
    const log = await team.admin.call("GET", `/api/admin/audit-log?targetId=${id}`);
    expect(log.json().entries).toMatchObject([
      { action: "appeal.approve", after: { status: "approved", notPosted: "banned" } },
    ]);
  });

  it("'allow' while the author is muted is refused and leaves the appeal pending", async () => {
    const room = freshRoom();
    const { author, id } = await appeal("What a block by the big man", room);
    await team.mod.call("POST", `/api/admin/users/${author.user.id}/mute`, {
      hours: 1,
      reason: "cool off",
    });
    const res = await team.mod.call("POST", `/api/admin/messages/${id}/moderate`, {
      action: "allow",
      reason: "",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      `This message cannot be posted while ${author.user.username} is muted`,
    );
    const own = await author.call("GET", `/api/chat/appeals/${id}`);
    expect(own.json().appeal).toMatchObject({ status: "pending", messagePosted: false });
    expect(await roomTexts(team.mod.call, room)).toEqual([]);
  });

  it("an approval for a fan who may post says the message was posted", async () => {
    const room = freshRoom();
    const { author, id } = await appeal("Dagger from deep", room);
    const res = await team.mod.call("POST", `/api/admin/appeals/${id}`, {
      action: "approve",
      response: "",
    });
    expect(res.json()).toMatchObject({
      message: "Appeal approved",
      appeal: { status: "approved", messagePosted: true },
    });
    const own = await author.call("GET", `/api/chat/appeals/${id}`);
    expect(own.json().appeal.messagePosted).toBe(true);
  });

  it("a rejected appeal publishes nothing", async () => {
    const room = freshRoom();
    const { author, id } = await appeal("buy followers cheap", room);
    await team.mod.call("POST", `/api/admin/appeals/${id}`, { action: "reject", response: "Spam" });
    expect(await roomTexts(author.call, room)).toEqual([]);
  });
});
