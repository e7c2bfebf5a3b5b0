import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { createUser, signedInUser, signIn, type ApiCall } from "../test/factories.ts";
import { connectSocket, emitWithAck, type TestSocket } from "../test/socket-client.ts";
import { VALIDATION_FAILED } from "./errors.ts";

/** issue 9 §1: each of these answered 500 because PostgreSQL refuses NUL in `text`. */
let t: TestApp;
let call: ApiCall;
let username: string;
let ids: { message: string; othersMessage: string; replacement: string };

beforeAll(async () => {
  t = await buildTestApp();
  const me = await signedInUser(t.app, t.database);
  const other = await signedInUser(t.app, t.database);
  call = me.call;
  username = me.user.username;
  const post = async (as: ApiCall, messageText: string) =>
    (await as("POST", "/api/chat/rooms/general/messages", { messageText })).json<{
      message: { id: string };
    }>().message.id;
  const replacement = await call("POST", "/api/user/word-replacements", {
    originalWord: "ref",
    replacementWord: "official",
  });
  ids = {
    message: await post(call, "What a catch"),
    othersMessage: await post(other.call, "What a throw"),
    replacement: replacement.json<{ wordReplacement: { id: string } }>().wordReplacement.id,
  };
});
afterAll(() => t.close());

const refusal = (field: string) => ({
  error: VALIDATION_FAILED,
  details: [`${field}: must not contain control characters`],
});

type Method = Parameters<ApiCall>[0];
const NUL = "a\u0000b";

describe("control characters in HTTP input", () => {
  it.each<[string, Method, () => string, object | undefined]>([
    ["displayName", "PUT", () => "/api/user/profile", { displayName: NUL }],
    ["bio", "PUT", () => "/api/user/profile", { bio: NUL }],
    ["location", "PUT", () => "/api/user/profile", { location: NUL }],
    ["idOrUsername", "GET", () => "/api/user/profile/a%00b", undefined],
    [
      "originalWord",
      "POST",
      () => "/api/user/word-replacements",
      { originalWord: NUL, replacementWord: "x" },
    ],
    [
      "replacementWord",
      "PUT",
      () => `/api/user/word-replacements/${ids.replacement}`,
      { originalWord: "ref", replacementWord: NUL },
    ],
    ["teamId", "DELETE", () => "/api/user/teams/a%00b/unfollow", undefined],
    ["q", "GET", () => "/api/user/search?q=a%00b", undefined],
    ["text", "PUT", () => `/api/chat/messages/${ids.message}`, { text: NUL }],
    ["reason", "POST", () => `/api/chat/messages/${ids.othersMessage}/report`, { reason: NUL }],
    [
      "messageText",
      "POST",
      () => "/api/chat/appeals",
      { messageText: NUL, appealReason: "It was fine" },
    ],
    ["appealReason", "POST", () => "/api/chat/appeals", { messageText: "hi", appealReason: NUL }],
    [
      "timestamp",
      "POST",
      () => "/api/chat/appeals",
      { messageText: "hi", appealReason: "It was fine", timestamp: NUL },
    ],
    [
      "usernameOrEmail",
      "POST",
      () => "/api/auth/login",
      { usernameOrEmail: NUL, password: "Goal-line1" },
    ],
  ])("refuses NUL in %s (%s) with 400", async (field, method, url, body) => {
    const res = await call(method, url(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(field));
  });

  it("names nested fields and refuses bidi overrides and lone surrogates too", async () => {
    const rule = await call("POST", "/api/user/notification-rules", {
      ruleName: "Digest",
      ruleType: "email_digest",
      scheduleData: { timezone: "America/New_York\u202e" },
    });
    expect(rule.json()).toEqual(refusal("scheduleData.timezone"));
    const profile = await call("PUT", "/api/user/profile", { bio: "Go \ud83c team" });
    expect(profile.json()).toEqual(refusal("bio"));
  });

  it("keeps tabs, line breaks, emoji and zero-width characters", async () => {
    const bio = "Line one\r\n\tline two \ud83c\udf89 fu\u200bll";
    const res = await call("PUT", "/api/user/profile", { bio });
    expect(res.statusCode).toBe(200);
    expect((await call("GET", "/api/user/profile")).json()).toMatchObject({ profile: { bio } });
  });

  it("still reads the profile of a user looked up by name", async () => {
    expect((await call("GET", `/api/user/profile/${username}`)).statusCode).toBe(200);
  });
});

describe("control characters in socket events", () => {
  let socket: TestSocket;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const user = await createUser(t.database);
    const { tokens } = await signIn(t.app, user);
    const { port } = t.app.server.address() as AddressInfo;
    socket = await connectSocket(`http://127.0.0.1:${port}`, tokens.accessToken);
  });
  afterAll(() => socket.close());

  const invalid = (field: string) => ({
    error: "Invalid request",
    status: 400,
    details: [`${field}: must not contain control characters`],
  });

  it("answers a message holding NUL with a validation error and keeps the connection", async () => {
    expect(await emitWithAck(socket, "join-room", { roomSlug: "general" })).toMatchObject({
      ok: true,
    });
    const ack = await emitWithAck(socket, "send-message", {
      roomSlug: "general",
      messageText: "a\u0000b",
    });
    expect(ack).toEqual(invalid("messageText"));
    expect(
      await emitWithAck(socket, "send-message", { roomSlug: "general", messageText: "Still here" }),
    ).toMatchObject({ ok: true });
  });

  it("refuses a room name with a bidi override", async () => {
    expect(await emitWithAck(socket, "join-room", { roomSlug: "general\u202e" })).toEqual(
      invalid("roomSlug"),
    );
  });
});
