import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { roomSlug } from "@huddle/contracts/rules/room";
import { DEFAULT_ABUSE_BUDGETS } from "../../abuse/abuse-budgets.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { createModerationSettingsRepository } from "../moderation/moderation-settings.repository.ts";
import { buildScheduledGame } from "../sports/simulator/testing/build-scheduled-game.ts";
import { createSportsRepository } from "../sports/sports.repository.ts";
import { createMessagesRepository } from "./messages.repository.ts";
import { createReportsRepository } from "./reports.repository.ts";

/** Issue 17: moderation bypasses and budgets of the chat (items 1, 3, 7, 9 and 13). */
let t: TestApp;
let freshRoom: () => string;
const HELD_PHRASE = "meet at the secret tunnel";

beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
  await createModerationSettingsRepository(t.database.db).addCustomRule({
    pattern: HELD_PHRASE,
    action: "quarantine",
    description: "held for review in tests",
  });
});
afterAll(() => t.close());

async function fan(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database, overrides);
  const headers = bearer((await signIn(t.app, user)).tokens.accessToken);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    user,
    call,
    post: (slug: string, messageText: string, parentMessageId?: string) =>
      call("POST", `/api/chat/rooms/${slug}/messages`, {
        messageText,
        ...(parentMessageId ? { parentMessageId } : {}),
      }),
    list: (slug: string, query = "") => call("GET", `/api/chat/rooms/${slug}/messages${query}`),
    edit: (id: string, text: string) => call("PUT", `/api/chat/messages/${id}`, { text }),
  };
}

type Presented = { id: string; text: string; parentMessage: { text: string } | null };

describe("replies to messages readers cannot see (item 1)", () => {
  it("refuses a reply to a held message, even its author's, like one to a deleted message", async () => {
    const author = await fan();
    const room = freshRoom();
    const held = (await author.post(room, `Fans, ${HELD_PHRASE} at nine`)).json().message;
    expect(held.moderationStatus).toBe("quarantined");
    const reply = await author.post(room, "Bump", held.id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toBe(CHAT_MESSAGES.parentNotFound);

    const gone = (await author.post(room, "Soon deleted")).json().message;
    await author.call("DELETE", `/api/chat/messages/${gone.id}`);
    const toDeleted = await author.post(room, "Reply to nothing", gone.id);
    expect(toDeleted.statusCode).toBe(400);
    expect(toDeleted.json().error).toBe(CHAT_MESSAGES.parentNotFound);
    expect((await author.list(room)).json().total).toBe(0);
  });

  it("blanks a parent held after the reply in history, catch-up and the edited reply", async () => {
    const author = await fan();
    const replier = await fan();
    const room = freshRoom();
    const anchor = (await author.post(room, "Kickoff soon")).json().message;
    const parent = (await author.post(room, "Tailgate at the north lot")).json().message;
    const reply = (await replier.post(room, "See you there", parent.id)).json().message;
    expect(reply.parentMessage.text).toBe("Tailgate at the north lot");

    const held = await author.edit(parent.id, `Change of plan: ${HELD_PHRASE}`);
    expect(held.json().message.moderationStatus).toBe("quarantined");

    const blanked = (m: Presented | undefined) => m?.parentMessage?.text;
    const history: Presented[] = (await replier.list(room)).json().messages;
    expect(blanked(history.find((m) => m.id === reply.id))).toBe("This message is not available.");
    const missed: Presented[] = (await replier.list(room, `?after=${anchor.id}`)).json().messages;
    expect(blanked(missed.find((m) => m.id === reply.id))).toBe("This message is not available.");
    const edited = (await replier.edit(reply.id, "See you there, friend")).json().message;
    expect(blanked(edited)).toBe("This message is not available.");
    for (const text of [history, missed, edited].map((x) => JSON.stringify(x))) {
      expect(text).not.toContain(HELD_PHRASE);
    }
  });
});

describe("the send budget (items 3 and 9)", () => {
  const { perRoom, perUser } = DEFAULT_ABUSE_BUDGETS.chat;

  it("counts one user's messages across all rooms, each room under its own limit", async () => {
    const sender = await fan({ exempt: true });
    for (let n = 0; n < perUser.max; n += 1) {
      expect((await sender.post(freshRoom(), `Room hop ${n}`)).statusCode).toBe(201);
    }
    const refused = await sender.post(freshRoom(), "One room too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.tooFast });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another fan's budget is their own.
    expect((await (await fan()).post(freshRoom(), "Fresh budget")).statusCode).toBe(201);
  });

  it("spends the send budget on edits", async () => {
    const sender = await fan({ exempt: true });
    const { message } = (await sender.post(freshRoom(), "Edit 0")).json();
    for (let n = 1; n < perRoom.max; n += 1) {
      expect((await sender.edit(message.id, `Edit ${n}`)).statusCode).toBe(200);
    }
    const refused = await sender.edit(message.id, "Edit too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.tooFast });
  });

  it("applies slow mode to edits", async () => {
    const sender = await fan();
    const mod = await fan({ adminLevel: "mod" });
    const room = freshRoom();
    await mod.call("PUT", `/api/chat/rooms/${room}/slow-mode`, { seconds: 60 });
    const { message } = (await sender.post(room, "Slow and steady")).json();
    const edit = await sender.edit(message.id, "Slow and steady wins");
    expect(edit.statusCode).toBe(429);
    expect(edit.json().error).toMatch(
      /^Slow mode is on\. You can send another message in \d+ s\.$/,
    );
    expect((await sender.list(room)).json().messages[0].text).toBe("Slow and steady");
  });
});

describe("rooms exist only for known ids (item 7)", () => {
  it("answers 404 'Room not found' for made-up team, game, sideline and conference rooms", async () => {
    const game = buildScheduledGame("nfl", { startTime: new Date().toISOString() });
    await createSportsRepository(t.database.db).upsertGames([game]);
    const visitor = await fan();
    for (const slug of [
      "team-99999999",
      "game-secretclubhouse",
      roomSlug({ type: "sideline", gameId: game.id, teamId: "99999999" }),
      "sideline-secretclubhouse-1",
      "conference-nfl-anything",
    ]) {
      for (const res of [await visitor.list(slug), await visitor.post(slug, "Anyone here?")]) {
        expect(res.statusCode, slug).toBe(404);
        expect(res.json(), slug).toEqual({ error: CHAT_MESSAGES.roomNotFound });
      }
    }
    for (const slug of [
      freshRoom(),
      roomSlug({ type: "game", gameId: game.id }),
      roomSlug({ type: "sideline", gameId: game.id, teamId: game.homeTeam.teamId }),
      "conference-nfl-afc",
      "league-nba",
      "general",
    ]) {
      expect((await visitor.list(slug)).statusCode, slug).toBe(200);
    }
  });
});

describe("report and appeal budgets (item 13)", () => {
  const appeal = (who: Awaited<ReturnType<typeof fan>>) =>
    who.call("POST", "/api/chat/appeals", {
      messageText: "we murdered them",
      appealReason: "It is a sports idiom about the score.",
    });

  it("limits how many reports one user files", async () => {
    const author = await createUser(t.database);
    const reporter = await fan();
    const room = freshRoom();
    const messages = createMessagesRepository(t.database);
    const ids: string[] = [];
    for (let n = 0; n <= DEFAULT_ABUSE_BUDGETS.reports.max; n += 1) {
      ids.push((await messages.insert({ roomSlug: room, userId: author.id, text: `m${n}` })).id);
    }
    for (const id of ids.slice(0, -1)) {
      const res = await reporter.call("POST", `/api/chat/messages/${id}/report`, {
        reason: "Spam",
      });
      expect(res.statusCode).toBe(201);
    }
    const refused = await reporter.call("POST", `/api/chat/messages/${ids.at(-1)}/report`, {
      reason: "Spam",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.tooManyReports });
  });

  it("limits how many appeals one user sends", async () => {
    const appellant = await fan();
    for (let n = 0; n < DEFAULT_ABUSE_BUDGETS.appeals.max; n += 1) {
      expect((await appeal(appellant)).statusCode).toBe(201);
    }
    const refused = await appeal(appellant);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.tooManyAppeals });
  });

  it("caps the appeals one user has waiting for review", async () => {
    const appellant = await fan();
    const reports = createReportsRepository(t.database.db);
    for (let n = 0; n < DEFAULT_ABUSE_BUDGETS.pendingAppealsPerUser; n += 1) {
      await reports.appeal({
        userId: appellant.user.id,
        messageText: `blocked ${n}`,
        filterInfo: null,
        appealReason: "Please look again.",
        clientTimestamp: null,
        roomSlug: null,
        decisionId: null,
      });
    }
    const refused = await appeal(appellant);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: CHAT_MESSAGES.tooManyPendingAppeals });
  });
});
