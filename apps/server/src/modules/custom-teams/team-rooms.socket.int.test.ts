import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES as R } from "@huddle/contracts/custom-team-rooms";
import { roomSlug } from "@huddle/contracts/rules/room";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signIn } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";
import { createMemoryPresence } from "../../realtime/presence.ts";
import { createCustomTeamMembersRepository } from "./custom-team-members.repository.ts";
import { TEAMS, teamWithEveryRole, type Fan } from "./custom-teams.fixtures.ts";
import { registerTeamRoomsSocket } from "./team-rooms.socket.ts";

let t: TestApp;
let baseUrl: string;
let sportsRoom: () => string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  sportsRoom = await teamRooms(t.database);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});
afterAll(() => t.close());

/** A socket of the fan; tokens come from another address so sign-ins stay under their limit. */
async function socketOf(f: Fan): Promise<TestSocket> {
  const { tokens } = await signIn(t.app, f.user, "10.20.0.1");
  const socket = await connectSocket(baseUrl, tokens.accessToken);
  sockets.push(socket);
  return socket;
}

const join = (s: TestSocket, roomSlug: string) => emitWithAck(s, "join-room", { roomSlug });
const send = (s: TestSocket, roomSlug: string, messageText: string) =>
  emitWithAck(s, "send-message", { roomSlug, messageText, parentMessageId: null });

/** The status and error of an ack, or "ok". */
const outcome = (ack: unknown) => {
  const a = ack as { ok?: true; error?: string; status?: number };
  return a.ok ? "ok" : `${a.status} ${a.error}`;
};

describe.each([
  ["public", true, "ok", `403 ${R.joinToPost}`],
  ["private", false, `403 ${R.requestToJoin}`, `403 ${R.requestToJoin}`],
])("a %s team's room over the socket", (_label, isPublic, strangerJoin, strangerSend) => {
  let r: Awaited<ReturnType<typeof teamWithEveryRole>>;
  beforeAll(async () => {
    r = await teamWithEveryRole(t, { isPublic });
  });

  it.each([
    ["stranger", strangerJoin, strangerSend],
    ["member", "ok", "ok"],
    ["admin", "ok", "ok"],
    ["owner", "ok", "ok"],
    ["blocked", `403 ${R.blocked}`, `403 ${R.blocked}`],
    ["muted", "ok", `403 ${R.muted}`],
  ] as const)("answers a %s: join %s, send %s", async (role, canJoin, canSend) => {
    const socket = await socketOf(r[role]);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    expect(outcome(await join(socket, slug))).toBe(canJoin);
    expect(outcome(await send(socket, slug, "Great hustle today"))).toBe(canSend);
  });
});

describe("custom team rooms on open sockets", () => {
  it("refuses a mute at once on an open socket, saying until when, while the member still reads", async () => {
    const r = await teamWithEveryRole(t);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const [member, owner] = [await socketOf(r.member), await socketOf(r.owner)];
    await join(member, slug);
    await join(owner, slug);
    expect(outcome(await send(member, slug, "Warming up"))).toBe("ok");

    await r.owner.call("POST", `${TEAMS}/${r.team.id}/members/${r.member.user.id}/mute`, {
      days: 1,
    });
    const ack = await send(member, slug, "Still talking");
    expect(ack).toEqual({
      error: R.muted,
      status: 403,
      mutedUntil: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    const heard = nextEvent(member, "new-message");
    await send(owner, slug, "Listen up");
    expect(await heard).toMatchObject({ text: "Listen up" });
  });

  it("tells the muted member's open sockets at once that they may not post, and when unmuted that they may", async () => {
    const r = await teamWithEveryRole(t);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const member = await socketOf(r.member);
    await join(member, slug);
    const members = `${TEAMS}/${r.team.id}/members/${r.member.user.id}`;

    const muted = nextEvent(member, "posting-restriction", (p) => p.roomSlug === slug);
    await r.owner.call("POST", `${members}/mute`, { days: 1 });
    const told = await muted;
    expect(told.postingRestriction?.message).toBe(R.muted);
    const hoursLeft =
      (Date.parse(told.postingRestriction!.mutedUntil!) - t.clock.now().getTime()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);

    const unmuted = nextEvent(member, "posting-restriction", (p) => p.roomSlug === slug);
    await r.owner.call("POST", `${members}/unmute`);
    expect(await unmuted).toEqual({ roomSlug: slug, postingRestriction: null });
  });

  it.each([
    ["blocks", "block", { reason: "spam" }],
    ["removes", "remove", undefined],
  ] as const)(
    "takes the room from every open socket of a member the owner %s",
    async (_label, action, body) => {
      const r = await teamWithEveryRole(t, { isPublic: false });
      const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
      const elsewhere = sportsRoom();
      const tabs = [await socketOf(r.member), await socketOf(r.member)];
      const owner = await socketOf(r.owner);
      for (const tab of tabs) {
        expect(outcome(await join(tab, slug))).toBe("ok");
        await join(tab, elsewhere);
      }
      await join(owner, slug);
      await join(owner, elsewhere);
      let leaked = false;
      for (const tab of tabs) tab.on("new-message", (m) => (leaked ||= m.roomSlug === slug));

      const left = nextEvent(owner, "user-left", (p) => p.userId === r.member.user.id);
      // Each tab is told, so its open page can say why the room went away.
      const told = tabs.map((tab) =>
        nextEvent(tab, "room-access-lost", (p) => p.roomSlug === slug),
      );
      const member = `${TEAMS}/${r.team.id}/members/${r.member.user.id}`;
      const res = await (action === "block"
        ? r.owner.call("POST", `${member}/block`, body)
        : r.owner.call("DELETE", member));
      expect(res.statusCode).toBe(200);
      expect(await left).toMatchObject({ roomSlug: slug, onlineCount: 1 });
      await Promise.all(told);

      // The team message goes out before the one in a room the tabs are still in, so once the
      // tabs have the second, the first would have reached them already.
      const after = tabs.map((tab) =>
        nextEvent(tab, "new-message", (m) => m.roomSlug === elsewhere),
      );
      await send(owner, slug, "Team only");
      await send(owner, elsewhere, "Everyone");
      await Promise.all(after);
      expect(leaked).toBe(false);
      const refusal = action === "block" ? R.blocked : R.requestToJoin;
      expect(outcome(await join(tabs[0]!, slug))).toBe(`403 ${refusal}`);
    },
  );

  it("takes a game room from spectators' open sockets when the game closes to spectators", async () => {
    const r = await teamWithEveryRole(t, { isPublic: true });
    const created = await r.owner.call("POST", `${TEAMS}/${r.team.id}/games`, {
      opponent: "Westside Wolves",
      scheduledFor: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      location: "Rec Center",
      gameDescription: "Season opener",
    });
    const gameId = (created.json() as { game: { id: string } }).game.id;
    const slug = roomSlug({ type: "custom-game", customGameId: gameId });
    const [spectator, member] = [await socketOf(r.stranger), await socketOf(r.member)];
    expect(outcome(await join(spectator, slug))).toBe("ok");
    expect(outcome(await join(member, slug))).toBe("ok");

    // A score reaches the room at once (browser QA: fans saw it only after a reload).
    const scored = nextEvent(spectator, "custom-game-updated");
    await r.owner.call("PUT", `/api/custom-games/${gameId}`, { teamScore: 12, opponentScore: 8 });
    expect(await scored).toEqual({ gameId });

    const left = nextEvent(member, "user-left", (p) => p.userId === r.stranger.user.id);
    const res = await r.owner.call("PUT", `/api/custom-games/${gameId}`, {
      allowSpectators: false,
    });
    expect(res.statusCode).toBe(200);
    expect(await left).toMatchObject({ roomSlug: slug, onlineCount: 1 });
    expect(outcome(await join(spectator, slug))).toBe(`403 ${R.requestToJoin}`);
    expect(outcome(await join(member, slug))).toBe("ok");
  });

  it("shows live messages through the team's words", async () => {
    const r = await teamWithEveryRole(t);
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    await r.owner.call("POST", `${TEAMS}/${r.team.id}/word-replacements`, {
      originalWord: "refs",
      replacementWord: "officials",
    });
    const [reader, writer] = [await socketOf(r.stranger), await socketOf(r.member)];
    await join(reader, slug);
    await join(writer, slug);
    const heard = nextEvent(reader, "new-message");
    expect(await send(writer, slug, "The refs were great")).toMatchObject({
      ok: true,
      message: { text: "The officials were great" },
    });
    expect(await heard).toMatchObject({ text: "The officials were great" });
  });
});

describe("after a Redis outage", () => {
  it("sends a socket out of a custom room its fan lost while no node could be told", async () => {
    let redisBack = () => {};
    // A second registration stands in for the node's: its afterRedisOutage is this test's.
    registerTeamRoomsSocket(
      t.app.io,
      createMemoryPresence(),
      t.app.customTeams.rooms,
      false,
      t.app.log,
      (listener) => (redisBack = listener),
    );
    const r = await teamWithEveryRole(t, { isPublic: false });
    const slug = roomSlug({ type: "custom-team", customTeamId: r.team.id });
    const socket = await socketOf(r.member);
    expect(outcome(await join(socket, slug))).toBe("ok");

    // Blocked with no eviction: what a block during the outage left behind on this node.
    await createCustomTeamMembersRepository(t.database.db).update(r.team.id, r.member.user.id, {
      status: "blocked",
    });
    const lost = nextEvent(socket, "room-access-lost", undefined, 15_000);
    redisBack();
    expect(await lost).toEqual({ roomSlug: slug });
  }, 20_000);
});
