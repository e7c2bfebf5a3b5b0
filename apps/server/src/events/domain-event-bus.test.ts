import type { ChatMessage } from "@huddle/contracts/chat";
import type { DomainEvents } from "@huddle/contracts/domain-events";
import pino from "pino";
import { describe, expect, expectTypeOf, it } from "vitest";
import { createDomainEventBus } from "./domain-event-bus.ts";

/** A bus whose error log lines are kept, parsed, in `logged`. */
function busWithLog() {
  const logged: { msg: string; event: string; err?: { message: string } }[] = [];
  const log = pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) });
  return { bus: createDomainEventBus(log), logged };
}

const deleted = (id: string) => ({ id, roomSlug: "home" });

describe("domain event bus", () => {
  it("calls subscribers in the order they subscribed, for each event in the order published", async () => {
    const { bus } = busWithLog();
    const calls: string[] = [];
    bus.subscribe("chat.message-deleted", ({ id }) => void calls.push(`first ${id}`));
    bus.subscribe("chat.message-deleted", ({ id }) => void calls.push(`second ${id}`));
    bus.subscribe("chat.room-settings-changed", () => void calls.push("other event"));

    await bus.publish("chat.message-deleted", deleted("a"));
    await bus.publish("chat.message-deleted", deleted("b"));

    expect(calls).toEqual(["first a", "second a", "first b", "second b"]);
  });

  it("starts every subscriber before publish returns, and settles when async ones finish", async () => {
    const { bus } = busWithLog();
    const calls: string[] = [];
    let finish = () => {};
    bus.subscribe("chat.message-deleted", () => {
      calls.push("sync");
    });
    bus.subscribe("chat.message-deleted", async () => {
      calls.push("async started");
      await new Promise<void>((resolve) => (finish = resolve));
      calls.push("async done");
    });

    const settled = bus.publish("chat.message-deleted", deleted("a"));
    expect(calls).toEqual(["sync", "async started"]);
    let idle = false;
    const waiting = bus.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);

    finish();
    await settled;
    await waiting;
    expect(calls).toEqual(["sync", "async started", "async done"]);
    expect(idle).toBe(true);
  });

  it("logs a throwing or rejecting subscriber and still runs the others; publish never rejects", async () => {
    const { bus, logged } = busWithLog();
    const reached: string[] = [];
    bus.subscribe("chat.message-deleted", () => {
      throw new Error("sync failure");
    });
    bus.subscribe("chat.message-deleted", async () => {
      throw new Error("async failure");
    });
    bus.subscribe("chat.message-deleted", ({ id }) => void reached.push(id));

    await expect(bus.publish("chat.message-deleted", deleted("a"))).resolves.toBeUndefined();
    await bus.publish("chat.message-deleted", deleted("b"));

    expect(reached).toEqual(["a", "b"]);
    expect(logged.map((line) => [line.event, line.err?.message])).toEqual([
      ["chat.message-deleted", "sync failure"],
      ["chat.message-deleted", "async failure"],
      ["chat.message-deleted", "sync failure"],
      ["chat.message-deleted", "async failure"],
    ]);
  });

  it("stops calling a subscriber once it unsubscribed", async () => {
    const { bus } = busWithLog();
    const seen: string[] = [];
    const unsubscribe = bus.subscribe("chat.message-deleted", ({ id }) => void seen.push(id));
    await bus.publish("chat.message-deleted", deleted("a"));
    unsubscribe();
    await bus.publish("chat.message-deleted", deleted("b"));
    expect(seen).toEqual(["a"]);
  });

  it("types each subscriber's payload by the event's name", () => {
    const { bus } = busWithLog();
    bus.subscribe("chat.message-created", (message) => {
      expectTypeOf(message).toEqualTypeOf<ChatMessage>();
    });
    bus.subscribe("sports.game-updated", (payload) => {
      expectTypeOf(payload).toEqualTypeOf<DomainEvents["sports.game-updated"]>();
    });
    // @ts-expect-error a deletion carries the message id and its room
    void bus.publish("chat.message-deleted", { id: "a" });
    // @ts-expect-error there is no such event
    bus.subscribe("chat.message-exploded", () => {});
  });
});
