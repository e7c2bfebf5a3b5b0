import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHAT_MESSAGES,
  chatMessageSchema,
  listMessagesResponseSchema,
} from "@huddle/contracts/chat";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { createUsersRepository } from "../users/users.repository.ts";

let t: TestApp;
let freshRoom: () => string;
beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
});
afterAll(() => t.close());

/** A signed-in fan with helpers bound to their token. */
async function fan(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database, overrides);
  const { tokens } = await signIn(t.app, user);
  const headers = bearer(tokens.accessToken);
  return {
    user,
    token: tokens.accessToken,
    post: (slug: string, messageText: string, parentMessageId?: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/chat/rooms/${slug}/messages`,
        headers,
        payload: { messageText, ...(parentMessageId ? { parentMessageId } : {}) },
      }),
    list: (slug: string, query = "") =>
      t.app.inject({ method: "GET", url: `/api/chat/rooms/${slug}/messages${query}`, headers }),
    edit: (id: string, text: string) =>
      t.app.inject({ method: "PUT", url: `/api/chat/messages/${id}`, headers, payload: { text } }),
    remove: (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/chat/messages/${id}`, headers }),
    report: (id: string, reason: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/chat/messages/${id}/report`,
        headers,
        payload: { reason },
      }),
    inject: (opts: { method: "GET" | "POST" | "PUT" | "DELETE"; url: string; payload?: object }) =>
      t.app.inject({ ...opts, headers }),
  };
}

describe("chat messages over HTTP", () => {
  it("refuses every chat call without a token", async () => {
    const calls = [
      t.app.inject({ method: "GET", url: "/api/chat/rooms/general/messages" }),
      t.app.inject({
        method: "POST",
        url: "/api/chat/rooms/general/messages",
        payload: { messageText: "hi" },
      }),
      t.app.inject({ method: "POST", url: "/api/chat/appeals", payload: {} }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it("posts a message and lists the room newest first in the spec's shape", async () => {
    const a = await fan({ favoriteTeam: "Kansas City Chiefs" });
    const room = freshRoom();
    const first = await a.post(room, "What a drive by the Chiefs!");
    expect(first.statusCode).toBe(201);
    const { message } = first.json();
    expect(chatMessageSchema.parse(message)).toMatchObject({
      roomSlug: room,
      userId: a.user.id,
      user: { id: a.user.id, username: a.user.username, avatar: null },
      username: a.user.username,
      text: "What a drive by the Chiefs!",
      messageText: "What a drive by the Chiefs!",
      isEdited: false,
      type: "normal",
      parentMessage: null,
      roomUrl: `/room?teamroom=${room.slice(5)}`,
      room: { type: "team", teamId: room.slice(5) },
      flair: "Kansas City Chiefs",
    });
    await a.post(room, "Second message");
    const list = listMessagesResponseSchema.parse((await a.list(room)).json());
    expect(list.total).toBe(2);
    expect(list.limit).toBe(50);
    expect(list.offset).toBe(0);
    expect(list.messages.map((m: { text: string }) => m.text)).toEqual([
      "Second message",
      "What a drive by the Chiefs!",
    ]);
  });

  it("answers a send retried with its clientMessageId with the stored message, stored once", async () => {
    const a = await fan();
    const b = await fan();
    const room = freshRoom();
    const clientMessageId = crypto.randomUUID();
    const send = (who: typeof a) =>
      who.inject({
        method: "POST",
        url: `/api/chat/rooms/${room}/messages`,
        payload: { messageText: "did that post?", clientMessageId },
      });
    const first = await send(a);
    expect(first.statusCode).toBe(201);
    expect(first.json().message.id).toBe(clientMessageId);
    const retry = await send(a);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message).toMatchObject({ id: clientMessageId, text: "did that post?" });
    const listed = listMessagesResponseSchema.parse((await a.list(room)).json());
    expect(listed.messages.map((m) => m.id)).toEqual([clientMessageId]);
    // Another fan cannot claim the id, nor learn what it holds.
    const taken = await send(b);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: CHAT_MESSAGES.idTaken });
  });

  it("pages with limit and offset", async () => {
    const a = await fan({ exempt: true });
    const room = freshRoom();
    for (const text of ["one", "two", "three", "four"]) {
      expect((await a.post(room, text)).statusCode).toBe(201);
    }
    const page = (await a.list(room, "?limit=2&offset=1")).json();
    expect(page.messages.map((m: { text: string }) => m.text)).toEqual(["three", "two"]);
    expect(page.total).toBe(4);
  });

  it("treats 'homepage' as the home room", async () => {
    const a = await fan();
    await a.post("home", "Good morning, Huddle");
    const list = (await a.list("homepage")).json();
    expect(list.messages[0].roomSlug).toBe("home");
  });

  it("answers 400 for a malformed room and 404 for a custom room that does not exist", async () => {
    const a = await fan();
    expect((await a.list("league-xfl")).statusCode).toBe(400);
    const custom = await a.list("custom-team-7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f");
    expect(custom.statusCode).toBe(404);
  });

  it.each([
    ["   ", CHAT_MESSAGES.empty],
    ["x".repeat(1001), CHAT_MESSAGES.tooLong],
  ])("refuses the message %#", async (text, error) => {
    const a = await fan();
    const res = await a.post(freshRoom(), text);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([error]);
  });

  it("accepts exactly 1000 characters and trims surrounding space", async () => {
    const a = await fan({ exempt: true });
    const res = await a.post(freshRoom(), `  ${"go ".repeat(333)}g  `);
    expect(res.statusCode).toBe(201);
    expect(res.json().message.text.length).toBe(1000);
  });

  it("shows the replied-to message", async () => {
    const a = await fan();
    const b = await fan();
    const room = freshRoom();
    const parent = (await a.post(room, "Who wins tonight?")).json().message;
    const reply = await b.post(room, "Celtics by ten", parent.id);
    expect(reply.json().message.parentMessage).toEqual({
      user: a.user.username,
      text: "Who wins tonight?",
    });
    const elsewhere = await b.post(freshRoom(), "wrong room", parent.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe(CHAT_MESSAGES.parentNotFound);
  });

  it("lets authors edit their own messages and refuses others", async () => {
    const a = await fan();
    const b = await fan();
    const { message } = (await a.post(freshRoom(), "Lakers in 6")).json();
    const edited = await a.edit(message.id, "Lakers in 5");
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toMatchObject({ text: "Lakers in 5", isEdited: true });
    const foreign = await b.edit(message.id, "Lakers in 7");
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(CHAT_MESSAGES.notYourMessage);
    const blank = await a.edit(message.id, "   ");
    expect(blank.statusCode).toBe(400);
    expect((await a.edit("00000000-0000-4000-8000-000000000000", "x")).statusCode).toBe(404);
  });

  it("lets authors delete their own messages, mods delete any, and others none", async () => {
    const a = await fan();
    const b = await fan();
    const mod = await fan({ adminLevel: "mod" });
    const room = freshRoom();
    const first = (await a.post(room, "first take")).json().message;
    const second = (await a.post(room, "second take")).json().message;
    expect((await b.remove(first.id)).statusCode).toBe(403);
    expect((await a.remove(first.id)).statusCode).toBe(200);
    expect((await mod.remove(second.id)).statusCode).toBe(200);
    expect((await a.remove(second.id)).statusCode).toBe(404);
    expect((await a.list(room)).json().total).toBe(0);
  });

  it("takes one open report per user on others' messages only", async () => {
    const a = await fan();
    const b = await fan();
    const { message } = (await a.post(freshRoom(), "refs are blind tonight")).json();
    const own = await a.report(message.id, "Inappropriate content");
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(CHAT_MESSAGES.cannotReportOwn);
    expect((await b.report(message.id, "Inappropriate content")).statusCode).toBe(201);
    const again = await b.report(message.id, "Inappropriate content");
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHAT_MESSAGES.alreadyReported);
    expect((await b.report(message.id, "  ")).statusCode).toBe(400);
  });

  it("stores appeals as pending and validates the reason", async () => {
    const a = await fan();
    const appeal = (appealReason: string) =>
      a.inject({
        method: "POST",
        url: "/api/chat/appeals",
        payload: {
          messageText: "we murdered them",
          filterInfo: {
            reason: "Message blocked by content filter",
            categories: ["Toxic Behavior"],
          },
          appealReason,
          timestamp: new Date().toISOString(),
        },
      });
    const ok = await appeal("It is a sports idiom about the score.");
    expect(ok.statusCode).toBe(201);
    expect(ok.json().appeal.status).toBe("pending");
    expect(ok.json().message).toContain("24-48 hours");
    expect((await appeal("   ")).json().details).toEqual([CHAT_MESSAGES.appealReasonRequired]);
    expect((await appeal("x".repeat(501))).json().details).toEqual([
      CHAT_MESSAGES.appealReasonTooLong,
    ]);
    // An approval would post the text as a message: it meets a message's rules.
    const withText = (messageText: string) =>
      a.inject({
        method: "POST",
        url: "/api/chat/appeals",
        payload: { messageText, appealReason: "It is about the game" },
      });
    const blank = await withText("   ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([CHAT_MESSAGES.empty]);
    const long = await withText("go team ".repeat(126));
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual([CHAT_MESSAGES.tooLong]);
  });

  it("ties an appeal to the filter's block on record, whatever the client says (docs/decisions.md)", async () => {
    const a = await fan();
    const mod = await fan({ adminLevel: "mod" });
    const room = freshRoom();
    const blockedText = "you are a f u c k i n g idiot";
    expect((await a.post(room, blockedText)).statusCode).toBe(400);
    const appeal = (messageText: string, filterInfo: object) =>
      a.inject({
        method: "POST",
        url: "/api/chat/appeals",
        payload: { messageText, filterInfo, appealReason: "Heat of the moment" },
      });
    // The client's account of the block is wrong on purpose: reason, categories and room.
    const lie = { reason: "Spam", categories: ["Spam"], roomSlug: "general" };
    const filed = await appeal(`  ${blockedText} `, lie);
    expect(filed.statusCode, filed.body).toBe(201);
    const again = await appeal(blockedText, lie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(CHAT_MESSAGES.alreadyAppealed);
    // A text this fan was never refused is still heard, marked as the fan's own account.
    const unrecorded = await appeal("What a screamer", { roomSlug: room });
    expect(unrecorded.statusCode).toBe(201);
    // Unless it is in the room already: nothing was blocked, and an approval would post it twice.
    expect((await a.post(room, "Top bins from 30 yards")).statusCode).toBe(201);
    const posted = await appeal("Top bins from 30 yards", { roomSlug: room });
    expect(posted.statusCode).toBe(409);
    expect(posted.json().error).toBe(CHAT_MESSAGES.appealNotBlocked);

    const queue = await mod.inject({ method: "GET", url: "/api/admin/appeals?status=pending" });
    const mine = queue.json().appeals.filter((x: { userId: string }) => x.userId === a.user.id);
    const byId = (id: string) => mine.find((x: { id: string }) => x.id === id);
    expect(byId(filed.json().appeal.id)).toMatchObject({
      blockOnRecord: true,
      roomSlug: room,
      filterReason: expect.stringMatching(/^Message blocked by content filter: /),
    });
    expect(byId(filed.json().appeal.id).filterReason).not.toContain("Spam");
    expect(byId(unrecorded.json().appeal.id)).toMatchObject({
      blockOnRecord: false,
      roomSlug: room,
    });
  });

  it("limits a user to 5 messages per 5 seconds per room", async () => {
    const a = await fan({ exempt: true });
    const room = freshRoom();
    for (let i = 0; i < 5; i += 1) expect((await a.post(room, `msg ${i}`)).statusCode).toBe(201);
    const res = await a.post(room, "one too many");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: CHAT_MESSAGES.tooFast });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect((await a.post(freshRoom(), "another room is fine")).statusCode).toBe(201);
  });

  it("enforces slow mode set by a moderator, which staff bypass", async () => {
    const a = await fan();
    const mod = await fan({ adminLevel: "mod" });
    const room = freshRoom();
    const set = (who: typeof a, seconds: number) =>
      who.inject({ method: "PUT", url: `/api/chat/rooms/${room}/slow-mode`, payload: { seconds } });
    expect((await set(a, 30)).statusCode).toBe(403);
    const malformed = await set(a, 121);
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json()).toEqual({ error: CHAT_MESSAGES.slowModeForbidden });
    expect((await set(mod, 121)).statusCode).toBe(400);
    expect((await set(mod, 30)).json()).toEqual({
      roomSlug: room,
      slowModeSeconds: 30,
      slowModeSource: "moderator",
      locksAt: null,
    });
    expect(
      (await a.inject({ method: "GET", url: `/api/chat/rooms/${room}/settings` })).json(),
    ).toEqual({
      roomSlug: room,
      slowModeSeconds: 30,
      slowModeSource: "moderator",
      locksAt: null,
      // A sports room lets every signed-in fan post (custom rooms may say why not).
      postingRestriction: null,
      abilities: { canSetSlowMode: false, canAnnounce: false },
    });
    expect(
      (await mod.inject({ method: "GET", url: `/api/chat/rooms/${room}/settings` })).json()
        .abilities,
    ).toEqual({ canSetSlowMode: true, canAnnounce: true });
    expect((await a.post(room, "first")).statusCode).toBe(201);
    const second = await a.post(room, "second");
    expect(second.statusCode).toBe(429);
    expect(second.json().error).toMatch(
      /^Slow mode is on\. You can send another message in \d+ s\.$/,
    );
    expect((await mod.post(room, "staff one")).statusCode).toBe(201);
    expect((await mod.post(room, "staff two")).statusCode).toBe(201);
  });

  it("refuses muted users with 403", async () => {
    const a = await fan();
    await createUsersRepository(t.database.db).update(a.user.id, { muted: true });
    const res = await a.post(freshRoom(), "let me talk");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CHAT_MESSAGES.muted, mutedUntil: null });
  });

  it("blocks abuse with the filter-rejection shape and stores nothing in the room", async () => {
    const a = await fan();
    const room = freshRoom();
    const res = await a.post(room, "you are a f u c k i n g idiot");
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe("Message blocked by content filter");
    expect(typeof body.reason).toBe("string");
    expect(body.categories.length).toBeGreaterThan(0);
    expect(body.toxicityScore).toBeGreaterThan(0);
    expect((await a.list(room)).json().total).toBe(0);
  });

  it("keeps trash talk and sports idioms", async () => {
    const a = await fan();
    const room = freshRoom();
    for (const text of [
      "We murdered them in the fourth quarter",
      "Time to kill the clock",
      "Your defense is trash",
    ]) {
      expect((await a.post(room, text)).statusCode).toBe(201);
    }
  });

  it("lets exempt users bypass the filter", async () => {
    const a = await fan({ exempt: true });
    expect((await a.post(freshRoom(), "what the fuck was that call")).statusCode).toBe(201);
  });

  it("applies the viewer's word replacements to what they read when their filter is on", async () => {
    const author = await fan({ exempt: true });
    const reader = await fan();
    const optedOut = await fan({ wordFilterEnabled: false });
    const room = freshRoom();
    await author.post(room, "Damn, what a game");
    // Read once before: the reader's (empty) pairs are cached, and importing must drop them.
    expect((await reader.list(room)).json().messages[0].text).toBe("Damn, what a game");
    for (const viewer of [reader, optedOut]) {
      await viewer.inject({ method: "POST", url: "/api/user/word-replacements/add-defaults" });
    }
    expect((await reader.list(room)).json().messages[0].text).toBe("Dang, what a game");
    expect((await optedOut.list(room)).json().messages[0].text).toBe("Damn, what a game");
    expect((await author.list(room)).json().messages[0].text).toBe("Damn, what a game");
  });

  it("serves the shared page to plain readers without leaking one viewer's filter or stale pages", async () => {
    const author = await fan({ exempt: true });
    const plain = await fan({ wordFilterEnabled: false });
    const filtered = await fan();
    await filtered.inject({ method: "POST", url: "/api/user/word-replacements/add-defaults" });
    const room = freshRoom();
    await author.post(room, "Damn, what a game");
    // The plain reader fills the shared page first; the filtered reader must still get theirs.
    expect((await plain.list(room)).json().messages[0].text).toBe("Damn, what a game");
    expect((await filtered.list(room)).json().messages[0].text).toBe("Dang, what a game");
    const again = await plain.list(room);
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(listMessagesResponseSchema.parse(again.json()).messages).toHaveLength(1);
    // A send, an edit and a delete each drop the shared page at once.
    const next = (await author.post(room, "Next drive")).json().message;
    expect((await plain.list(room)).json().messages[0].text).toBe("Next drive");
    await author.edit(next.id, "Next drive, let's go");
    expect((await plain.list(room)).json().messages[0].text).toBe("Next drive, let's go");
    await author.remove(next.id);
    expect((await plain.list(room)).json().total).toBe(1);
  });

  it("returns each reader's abilities with history, never another reader's shared page", async () => {
    const author = await fan({ exempt: true, wordFilterEnabled: false });
    const reader = await fan({ wordFilterEnabled: false });
    const mod = await fan({ adminLevel: "mod", wordFilterEnabled: false });
    const room = freshRoom();
    await author.post(room, "Fourth and one, go for it");
    const flagsOf = async (who: typeof author) =>
      listMessagesResponseSchema.parse((await who.list(room)).json()).messages[0]?.abilities;
    // The fan reader fills the shared page first; staff and the author must still get theirs.
    const fanFlags = {
      canReply: true,
      canEdit: false,
      canDelete: false,
      canReport: true,
      canModerate: false,
    };
    expect(await flagsOf(reader)).toEqual(fanFlags);
    expect(await flagsOf(mod)).toEqual({ ...fanFlags, canDelete: true, canModerate: true });
    expect(await flagsOf(author)).toEqual({
      ...fanFlags,
      canEdit: true,
      canDelete: true,
      canReport: false,
    });
    expect(await flagsOf(await fan({ wordFilterEnabled: false }))).toEqual(fanFlags);

    // On a page with both, the author's line is theirs to edit and the other's is not, while
    // the reader still gets the fan's flags on both (one cached page, per-message JSON).
    await reader.post(room, "Punt it, we have the wind");
    const bothFor = async (who: typeof author) =>
      listMessagesResponseSchema
        .parse((await who.list(room)).json())
        .messages.map((m) => [m.text, m.abilities?.canEdit]);
    expect(await bothFor(mod)).toEqual([
      ["Punt it, we have the wind", false],
      ["Fourth and one, go for it", false],
    ]);
    expect(await bothFor(author)).toEqual([
      ["Punt it, we have the wind", false],
      ["Fourth and one, go for it", true],
    ]);
    expect(await bothFor(reader)).toEqual([
      ["Punt it, we have the wind", true],
      ["Fourth and one, go for it", false],
    ]);
  });

  it("returns what was missed after a given message, oldest first", async () => {
    const a = await fan({ exempt: true });
    const room = freshRoom();
    const seen = (await a.post(room, "seen")).json().message;
    await a.post(room, "missed 1");
    await a.post(room, "missed 2");
    const res = (await a.list(room, `?after=${seen.id}`)).json();
    expect(res.messages.map((m: { text: string }) => m.text)).toEqual(["missed 1", "missed 2"]);
  });
});
