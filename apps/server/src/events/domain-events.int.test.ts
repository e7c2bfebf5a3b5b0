import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { listMessagesResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import type { ReactionUpdated } from "@huddle/contracts/reactions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { createUser, signedInUser, signIn } from "../test/factories.ts";
import { createBrowserSubscription, startPushReceiver } from "../test/push-receiver.ts";
import { connectSocket, emitWithAck, nextEvent, type TestSocket } from "../test/socket-client.ts";

let t: TestApp;
let baseUrl: string;
let pushes: Awaited<ReturnType<typeof startPushReceiver>>;
let reader: TestSocket;

beforeAll(async () => {
  pushes = await startPushReceiver();
  t = await buildTestApp({ WEB_PUSH_ALLOW_HTTP: "true" });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const user = await createUser(t.database);
  reader = await connectSocket(baseUrl, (await signIn(t.app, user)).tokens.accessToken);
  await emitWithAck(reader, "join-room", { roomSlug: "general" });
});
afterAll(async () => {
  reader.close();
  await t.close();
  await pushes.close();
});

describe("a chat message on the domain-event bus", () => {
  it("is published once after commit and reaches the room's sockets and the follower's push once", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    await fan.call("POST", `/api/user/follow/${author.user.id}`);
    const pushPath = `/push/${randomUUID()}`;
    const browser = createBrowserSubscription(`${pushes.origin}${pushPath}`);
    await fan.call("POST", "/api/notifications/device-tokens", {
      token: browser.token,
      deviceType: "desktop",
    });

    const published: string[] = [];
    t.app.bus.subscribe("chat.message-created", (message) => void published.push(message.id));
    // The push itself is capped per follower, which would hide a second delivery: count calls.
    const delivered = vi.spyOn(t.app.deliveries, "messageCreated");
    const broadcast: ChatMessage[] = [];
    reader.on("new-message", (message) => broadcast.push(message));

    const sent = await author.call("POST", "/api/chat/rooms/general/messages", {
      messageText: "Kickoff!",
    });
    expect(sent.statusCode).toBe(201);
    const { id } = sent.json().message as ChatMessage;
    // A later message from someone nobody follows: once the socket has it, a duplicate of the
    // first would have arrived before it (one connection keeps its order).
    const marker = await signedInUser(t.app, t.database);
    const markerSeen = nextEvent(reader, "new-message", (m) => m.text === "Marker");
    await marker.call("POST", "/api/chat/rooms/general/messages", { messageText: "Marker" });
    await markerSeen;
    await t.app.bus.idle();
    await t.app.deliveries.idle();

    expect(published.filter((publishedId) => publishedId === id)).toHaveLength(1);
    expect(delivered.mock.calls.filter(([message]) => message.id === id)).toHaveLength(1);
    expect(broadcast.map((m) => m.text)).toEqual(["Kickoff!", "Marker"]);
    const received = pushes.received
      .filter((p) => p.path === pushPath)
      .map((p) => JSON.parse(browser.decrypt(p.body)) as { body: string });
    expect(received).toEqual([expect.objectContaining({ body: "Kickoff!" })]);
  });
});

describe("a reaction on the domain-event bus", () => {
  it("is published once per toggle, broadcast once, and drops the room's cached history", async () => {
    const author = await signedInUser(t.app, t.database);
    const fan = await signedInUser(t.app, t.database);
    const onlooker = await signedInUser(t.app, t.database);
    const sent = await author.call("POST", "/api/chat/rooms/general/messages", {
      messageText: "Buzzer beater",
    });
    const { id } = sent.json().message as ChatMessage;
    const reactionsSeen = async () => {
      const page = await onlooker.call("GET", "/api/chat/rooms/general/messages");
      const messages = listMessagesResponseSchema.parse(page.json()).messages;
      return messages.find((m) => m.id === id)?.reactions;
    };
    // The onlooker's page is the shared cached one; it must not outlive the reaction.
    expect(await reactionsSeen()).toEqual([]);

    const published: boolean[] = [];
    t.app.bus.subscribe("reactions.reaction-updated", (update) => {
      if (update.messageId === id) published.push(update.added);
    });
    const broadcast: ReactionUpdated[] = [];
    reader.on("reactions-updated", (batch) => broadcast.push(...batch.updates));

    const removed = nextEvent(reader, "reactions-updated", (batch) =>
      batch.updates.some((u) => u.messageId === id && !u.added),
    );
    const toggle = () => fan.call("POST", `/api/chat/messages/${id}/reactions`, { emoji: "🔥" });
    expect((await toggle()).statusCode).toBe(200);
    expect(await reactionsSeen()).toEqual([
      { emoji: "🔥", count: 1, reacted: false, reactors: [fan.user.username] },
    ]);
    expect((await toggle()).statusCode).toBe(200);
    await removed;

    expect(published).toEqual([true, false]);
    expect(broadcast.filter((u) => u.messageId === id).map((u) => [u.added, u.count])).toEqual([
      [true, 1],
      [false, 0],
    ]);
    expect(await reactionsSeen()).toEqual([]);
  });
});
