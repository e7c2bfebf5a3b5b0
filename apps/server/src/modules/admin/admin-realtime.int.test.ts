import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AdminLevel } from "@huddle/contracts/constants";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn, type ApiCall } from "../../test/factories.ts";
import { teamRooms } from "../../test/rooms.ts";
import {
  connectSocket,
  emitWithAck,
  nextEvent,
  type TestSocket,
} from "../../test/socket-client.ts";
import { createModerationSettingsRepository } from "../moderation/moderation-settings.repository.ts";

let t: TestApp;
let baseUrl: string;
let freshRoom: () => string;
const sockets: TestSocket[] = [];
const HOLD_WORD = "zebrahold";

beforeAll(async () => {
  t = await buildTestApp();
  freshRoom = await teamRooms(t.database);
  await createModerationSettingsRepository(t.database.db).addCustomRule({
    pattern: HOLD_WORD,
    action: "quarantine",
    description: "test hold",
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});
afterAll(() => t.close());

/** A signed-in account with an open socket. */
async function online(adminLevel: AdminLevel = "user") {
  const user = await createUser(t.database, { adminLevel });
  const { tokens } = await signIn(t.app, user);
  const socket = await connectSocket(baseUrl, tokens.accessToken);
  sockets.push(socket);
  const call: ApiCall = (method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(tokens.accessToken),
      ...(payload ? { payload } : {}),
    });
  return { user, socket, token: tokens.accessToken, call };
}

async function post(token: string, room: string, messageText: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/chat/rooms/${room}/messages`,
    headers: { authorization: `Bearer ${token}` },
    payload: { messageText },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().message as { id: string };
}

describe("live moderation events", () => {
  it("staff see a new report arrive; fans do not get staff events", async () => {
    const mod = await online("mod");
    const bystander = await online();
    let leaked = false;
    bystander.socket.on("moderation-queue", () => (leaked = true));
    const author = await online();
    const room = freshRoom();
    const message = await post(author.token, room, "that call was a joke");
    const queued = nextEvent(mod.socket, "moderation-queue", (e) => e.kind === "report");
    const reporter = await online();
    await reporter.call("POST", `/api/chat/messages/${message.id}/report`, { reason: "rude" });
    expect((await queued).message).toMatchObject({ messageId: message.id, pendingReports: 1 });
    // The live item names the room as the list does (a team room: the team's name, not its id).
    expect((await queued).message?.roomName).not.toContain(room.replace(/^team-/, ""));
    // The bystander's socket is on the same node and would have had it by now.
    expect(leaked).toBe(false);
  });

  it("a held message reaches staff (queue and alert); approving publishes it to the room", async () => {
    const mod = await online("mod");
    const reader = await online();
    const room = freshRoom();
    await emitWithAck(reader.socket, "join-room", { roomSlug: room });
    const author = await online();
    const queued = nextEvent(mod.socket, "moderation-queue", (e) => e.kind === "held");
    const alerted = nextEvent(mod.socket, "moderation-alert", (a) => a.kind === "held");
    const held = await post(author.token, room, `see you at ${HOLD_WORD}`);
    expect((await queued).message).toMatchObject({ messageId: held.id, status: "pending" });
    expect(await alerted).toMatchObject({ roomSlug: room, messageId: held.id });

    const published = nextEvent(reader.socket, "new-message", (m) => m.id === held.id);
    const resolved = nextEvent(mod.socket, "moderation-resolved", (e) => e.id === held.id);
    await mod.call("POST", `/api/admin/messages/${held.id}/moderate`, {
      action: "approve",
      reason: "",
    });
    expect(await published).toMatchObject({ text: `see you at ${HOLD_WORD}` });
    expect(await resolved).toEqual({ kind: "message", id: held.id, status: "approved" });
  });

  it("notify moderators off: held messages still join the queue, but no alert is raised", async () => {
    const admin = await online("admin");
    const mod = await online("mod");
    const alerts: (string | null)[] = [];
    mod.socket.on("moderation-alert", (alert) => void alerts.push(alert.messageId));
    const notify = async (notifyModerators: boolean) => {
      const res = await admin.call("PUT", "/api/admin/ai-moderation/settings", {
        ...DEFAULT_AI_MODERATION_SETTINGS,
        notifyModerators,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const author = await online();
    try {
      await notify(false);
      const queued = nextEvent(mod.socket, "moderation-queue", (e) => e.kind === "held");
      const quiet = await post(author.token, freshRoom(), `meet at ${HOLD_WORD}`);
      expect((await queued).message).toMatchObject({ messageId: quiet.id });

      await notify(true);
      const alerted = nextEvent(mod.socket, "moderation-alert", (a) => a.kind === "held");
      const loud = await post(author.token, freshRoom(), `meet at ${HOLD_WORD} again`);
      expect(await alerted).toMatchObject({ messageId: loud.id });
      // Events reach a socket in order: the first message's alert would have come before.
      expect(alerts).toEqual([loud.id]);
    } finally {
      await notify(true);
    }
  });

  it("deleting a message removes it from every open screen", async () => {
    const mod = await online("mod");
    const reader = await online();
    const room = freshRoom();
    await emitWithAck(reader.socket, "join-room", { roomSlug: room });
    const author = await online();
    const message = await post(author.token, room, "low blow");
    const removed = nextEvent(reader.socket, "message-deleted", (p) => p.id === message.id);
    await mod.call("POST", `/api/admin/messages/${message.id}/moderate`, {
      action: "delete",
      reason: "abuse",
    });
    expect(await removed).toEqual({ id: message.id, roomSlug: room });
  });

  it("a reported or held message its author deletes leaves every open console", async () => {
    const mod = await online("mod");
    const author = await online();
    const room = freshRoom();
    const reported = await post(author.token, room, "that call was a joke");
    const reporter = await online();
    await reporter.call("POST", `/api/chat/messages/${reported.id}/report`, { reason: "rude" });
    const held = await post(author.token, room, `meet at the ${HOLD_WORD} gate`);
    for (const { id } of [reported, held]) {
      const resolved = nextEvent(mod.socket, "moderation-resolved", (e) => e.id === id);
      expect((await author.call("DELETE", `/api/chat/messages/${id}`)).statusCode).toBe(200);
      expect(await resolved).toEqual({ kind: "message", id, status: "deleted" });
    }
  });

  it("an appellant hears the decision at once", async () => {
    const mod = await online("mod");
    const fan = await online();
    const room = freshRoom();
    const filed = await t.app.inject({
      method: "POST",
      url: "/api/chat/appeals",
      headers: { authorization: `Bearer ${fan.token}` },
      payload: {
        messageText: "What a screamer",
        appealReason: "football talk",
        filterInfo: { roomSlug: room },
      },
    });
    const id = filed.json().appeal.id as string;
    const decided = nextEvent(fan.socket, "appeal-decided", (a) => a.id === id);
    await mod.call("POST", `/api/admin/appeals/${id}`, { action: "approve", response: "Fair" });
    expect(await decided).toMatchObject({ status: "approved", response: "Fair", roomSlug: room });
  });

  it("a ban drops the user's open sockets at once", async () => {
    const admin = await online("admin");
    const fan = await online();
    const dropped = new Promise<string>((resolve) => fan.socket.once("disconnect", resolve));
    const started = Date.now();
    await admin.call("POST", `/api/admin/users/${fan.user.id}/ban`, {
      reason: "raid",
      duration: "24h",
    });
    expect(await dropped).toBe("io server disconnect");
    // Well inside the 15 s session sweep: the ban itself closed it.
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(connectSocket(baseUrl, fan.token)).rejects.toThrow("unauthorized");
  });

  it("a user made a mod joins the staff room without reconnecting", async () => {
    const boss = await online("superadmin");
    const promoted = await online();
    const told = nextEvent(promoted.socket, "role-changed");
    await boss.call("PUT", `/api/admin/users/${promoted.user.id}/role`, {
      role: "mod",
      reason: "volunteer",
    });
    // Their open tabs hear it too, so the Moderation link appears without signing in again.
    expect(await told).toEqual({ adminLevel: "mod" });
    const author = await online();
    const queued = nextEvent(promoted.socket, "moderation-queue", (e) => e.kind === "held");
    await post(author.token, freshRoom(), `${HOLD_WORD} again`);
    expect((await queued).kind).toBe("held");
  });

  it("a site mute reaches the fan's open rooms at once, and their settings say until when", async () => {
    const mod = await online("mod");
    const fan = await online();
    const room = freshRoom();
    const settings = async () =>
      (await fan.call("GET", `/api/chat/rooms/${room}/settings`)).json().postingRestriction;
    expect(await settings()).toBeNull();

    const muted = nextEvent(fan.socket, "mute-changed");
    await mod.call("POST", `/api/admin/users/${fan.user.id}/mute`, {
      reason: "cool off",
      hours: 1,
    });
    const pushed = await muted;
    expect(pushed.muted).toBe(true);
    expect(Date.parse(pushed.mutedUntil!)).toBeGreaterThan(Date.now());
    expect(await settings()).toEqual({
      message: "You are muted and cannot post messages.",
      mutedUntil: pushed.mutedUntil,
    });

    const unmuted = nextEvent(fan.socket, "mute-changed");
    await mod.call("POST", `/api/admin/users/${fan.user.id}/unmute`, { reason: "fine now" });
    expect(await unmuted).toEqual({ muted: false, mutedUntil: null });
    expect(await settings()).toBeNull();
  });

  it("a mute that runs out tells the fan's open rooms at once", async () => {
    const mod = await online("mod");
    const fan = await online();
    await mod.call("POST", `/api/admin/users/${fan.user.id}/mute`, {
      reason: "cool off",
      hours: 1,
    });
    const ended = nextEvent(fan.socket, "mute-changed", (e) => !e.muted);
    t.clock.advance(3_600_000 + 1_000);
    expect((await t.app.restrictionExpiry.runOnce()).unmuted).toContain(fan.user.id);
    expect(await ended).toEqual({ muted: false, mutedUntil: null });
  });
});
