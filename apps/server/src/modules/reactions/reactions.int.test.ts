import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_MESSAGES, listMessagesResponseSchema } from "@huddle/contracts/chat";
import {
  REACTION_MESSAGES,
  REACTION_RATE_LIMIT,
  toggleReactionResponseSchema,
} from "@huddle/contracts/reactions";
import { roomSlug } from "@huddle/contracts/rules/room";
import { messageReactions } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import { teamWithEveryRole } from "../custom-teams/custom-teams.fixtures.ts";

let t: TestApp;
let freshRoom: () => string;
beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
});
afterAll(() => t.close());

const fan = (username?: string) => signedInUser(t.app, t.database, username ? { username } : {});
const react = (call: ApiCall, messageId: string, emoji: string) =>
  call("POST", `/api/chat/messages/${messageId}/reactions`, { emoji });

async function posted(call: ApiCall, slug: string, text = "What a catch") {
  const res = await call("POST", `/api/chat/rooms/${slug}/messages`, { messageText: text });
  expect(res.statusCode).toBe(201);
  return res.json().message.id as string;
}

async function history(call: ApiCall, slug: string) {
  const res = await call("GET", `/api/chat/rooms/${slug}/messages`);
  expect(res.statusCode).toBe(200);
  return listMessagesResponseSchema.parse(res.json()).messages;
}

describe("reactions over REST", () => {
  it("toggles a reaction on and off and answers the message's reactions", async () => {
    const slug = freshRoom();
    const author = await fan();
    const reactor = await fan();
    const id = await posted(author.call, slug);

    const on = await react(reactor.call, id, "🔥");
    expect(on.statusCode).toBe(200);
    expect(toggleReactionResponseSchema.parse(on.json()).reactions).toEqual([
      { emoji: "🔥", count: 1, reacted: true, reactors: [reactor.user.username] },
    ]);
    const off = await react(reactor.call, id, "🔥");
    expect(off.json().reactions).toEqual([]);
  });

  it("answers each toggle with every emoji's count, names and the toggler's own", async () => {
    const slug = freshRoom();
    const [author, a, b] = [await fan(), await fan(), await fan()];
    const id = await posted(author.call, slug);
    await react(a.call, id, "👍");
    await react(a.call, id, "🔥");

    const bFire = toggleReactionResponseSchema.parse((await react(b.call, id, "🔥")).json());
    expect(bFire.reactions).toEqual([
      { emoji: "👍", count: 1, reacted: false, reactors: [a.user.username] },
      { emoji: "🔥", count: 2, reacted: true, reactors: [a.user.username, b.user.username] },
    ]);
    const aFireOff = toggleReactionResponseSchema.parse((await react(a.call, id, "🔥")).json());
    expect(aFireOff.reactions).toEqual([
      { emoji: "👍", count: 1, reacted: true, reactors: [a.user.username] },
      { emoji: "🔥", count: 1, reacted: false, reactors: [b.user.username] },
    ]);
  });

  it("refuses toggles on a message deleted since it was reacted to, and changes nothing", async () => {
    const slug = freshRoom();
    const author = await fan();
    const reactor = await fan();
    const id = await posted(author.call, slug);
    expect((await react(reactor.call, id, "👍")).statusCode).toBe(200);
    expect((await author.call("DELETE", `/api/chat/messages/${id}`)).statusCode).toBe(200);

    const late = await react(reactor.call, id, "👍");
    expect(late.statusCode).toBe(404);
    expect(late.json().error).toBe(CHAT_MESSAGES.notFound);
    const stored = await t.database.db
      .select()
      .from(messageReactions)
      .where(eq(messageReactions.messageId, id));
    expect(stored.map((row) => [row.userId, row.emoji])).toEqual([[reactor.user.id, "👍"]]);
  });

  it("refuses a fan blocked by the author after reacting to them", async () => {
    const slug = freshRoom();
    const author = await fan();
    const reactor = await fan();
    const id = await posted(author.call, slug);
    expect((await react(reactor.call, id, "👍")).statusCode).toBe(200);
    await author.call("POST", `/api/user/block/${reactor.user.id}`);
    const after = await react(reactor.call, id, "😂");
    expect(after.statusCode).toBe(403);
    expect(after.json().error).toBe(REACTION_MESSAGES.cannotReact);
  });

  it("shows counts, the viewer's own reactions and a few names in one history page", async () => {
    const slug = freshRoom();
    const fans = await Promise.all([fan(), fan(), fan(), fan(), fan()]);
    const [a, b, c, d, e] = fans as [
      (typeof fans)[0],
      (typeof fans)[0],
      (typeof fans)[0],
      (typeof fans)[0],
      (typeof fans)[0],
    ];
    const first = await posted(a.call, slug, "First");
    const second = await posted(a.call, slug, "Second");
    for (const f of [b, c, d, e]) expect((await react(f.call, first, "👍")).statusCode).toBe(200);
    expect((await react(b.call, first, "🏆")).statusCode).toBe(200);
    expect((await react(c.call, second, "😂")).statusCode).toBe(200);

    const seenByB = await history(b.call, slug);
    const firstForB = seenByB.find((m) => m.id === first)!;
    expect(firstForB.reactions).toEqual([
      {
        emoji: "👍",
        count: 4,
        reacted: true,
        reactors: [b.user.username, c.user.username, d.user.username],
      },
      { emoji: "🏆", count: 1, reacted: true, reactors: [b.user.username] },
    ]);
    expect(seenByB.find((m) => m.id === second)!.reactions).toEqual([
      { emoji: "😂", count: 1, reacted: false, reactors: [c.user.username] },
    ]);
    // The author reacted to nothing: the same counts, never "reacted".
    const seenByA = await history(a.call, slug);
    expect(seenByA.find((m) => m.id === first)!.reactions.map((r) => [r.count, r.reacted])).toEqual(
      [
        [4, false],
        [1, false],
      ],
    );
  });

  it("refuses an emoji outside the set and an unknown message", async () => {
    const slug = freshRoom();
    const author = await fan();
    const id = await posted(author.call, slug);
    const odd = await react(author.call, id, "🍕");
    expect(odd.statusCode).toBe(400);
    expect(JSON.stringify(odd.json())).toContain(REACTION_MESSAGES.unknownReaction);
    const missing = await react(author.call, "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f", "👍");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(CHAT_MESSAGES.notFound);
  });

  it("limits how fast one fan toggles, as sends are limited", async () => {
    const slug = freshRoom();
    const author = await fan();
    const id = await posted(author.call, slug);
    const reactor = await fan();
    const codes: number[] = [];
    for (let i = 0; i <= REACTION_RATE_LIMIT.max; i++) {
      codes.push((await react(reactor.call, id, "👏")).statusCode);
    }
    expect(codes.slice(0, REACTION_RATE_LIMIT.max).every((code) => code === 200)).toBe(true);
    const refused = await react(reactor.call, id, "👏");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(REACTION_MESSAGES.tooFast);
  });

  it("refuses a muted fan and fans blocked either way from the author", async () => {
    const slug = freshRoom();
    const author = await fan();
    const id = await posted(author.call, slug);
    const muted = await signedInUser(t.app, t.database, { muted: true });
    expect((await react(muted.call, id, "👍")).statusCode).toBe(403);

    const blocker = await fan();
    expect((await blocker.call("POST", `/api/user/block/${author.user.id}`)).statusCode).toBe(200);
    const mine = await react(blocker.call, id, "👍");
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error).toBe(REACTION_MESSAGES.cannotReact);

    const blockedByAuthor = await fan();
    await author.call("POST", `/api/user/block/${blockedByAuthor.user.id}`);
    expect((await react(blockedByAuthor.call, id, "👍")).statusCode).toBe(403);
  });

  it("lets only those who may post in a private team's room react there", async () => {
    const r = await teamWithEveryRole(t, { isPublic: false });
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const id = await posted(r.member.call, slug, "Great hustle today");
    expect((await react(r.admin.call, id, "💯")).statusCode).toBe(200);
    for (const outsider of [r.stranger, r.blocked, r.muted]) {
      expect((await react(outsider.call, id, "💯")).statusCode).toBe(403);
    }
    const seen = await history(r.owner.call, slug);
    expect(seen.find((m) => m.id === id)!.reactions).toEqual([
      { emoji: "💯", count: 1, reacted: false, reactors: [r.admin.user.username] },
    ]);
  });

  it("needs a token", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat/messages/7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f/reactions",
      payload: { emoji: "👍" },
    });
    expect(res.statusCode).toBe(401);
  });
});
