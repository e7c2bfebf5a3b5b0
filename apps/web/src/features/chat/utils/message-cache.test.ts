import { describe, expect, it } from "vitest";
import { DELETED_PARENT_TEXT } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import {
  MESSAGE_CACHE_CAP,
  appendMessage,
  lastSeenMessageId,
  mergeEditedMessage,
  mergeMissedMessages,
  reconcileNewestPage,
  removeMessage,
  type RoomMessages,
} from "./message-cache";

const room = (...texts: string[]): RoomMessages => ({
  messages: texts.map((text) => buildMessage({ text })),
  total: texts.length,
});
const texts = (state: RoomMessages) => state.messages.map((m) => m.text);

describe("room message cache", () => {
  it("appends a new message of the same room at the end", () => {
    const state = room("one");
    const next = appendMessage(state, buildMessage({ text: "two" }), "home");
    expect(texts(next)).toEqual(["one", "two"]);
    expect(next.total).toBe(2);
  });

  it("does not append a message it already holds (the sender's ack and the broadcast)", () => {
    const before = room("zero");
    const message = buildMessage({ text: "once" });
    const state = appendMessage(before, message, "home");
    expect(appendMessage(state, { ...message }, "home")).toBe(state);
    expect(texts(state)).toEqual(["zero", "once"]);
  });

  it("ignores a message from another room", () => {
    const state = room("one");
    expect(appendMessage(state, buildMessage({ roomSlug: "league-nfl" }), "home")).toBe(state);
  });

  it("keeps only the newest messages beyond the cap", () => {
    let state: RoomMessages = { messages: [], total: 0 };
    for (let n = 0; n < MESSAGE_CACHE_CAP + 5; n++) {
      state = appendMessage(state, buildMessage({ text: `m${n}` }), "home");
    }
    expect(state.messages).toHaveLength(MESSAGE_CACHE_CAP);
    expect(state.messages[0]?.text).toBe("m5");
    expect(state.total).toBe(MESSAGE_CACHE_CAP + 5);
  });

  it("merges an edit by id, in place", () => {
    const state = room("a", "b", "c");
    const edited = { ...state.messages[1]!, text: "b2", messageText: "b2", isEdited: true };
    const next = mergeEditedMessage(state, edited);
    expect(texts(next)).toEqual(["a", "b2", "c"]);
    expect(next.messages[1]?.isEdited).toBe(true);
    expect(mergeEditedMessage(state, buildMessage())).toBe(state);
  });

  it("removes a deleted message by id", () => {
    const state = room("a", "b");
    const next = removeMessage(state, state.messages[0]!.id);
    expect(texts(next)).toEqual(["b"]);
    expect(next.total).toBe(1);
    expect(removeMessage(next, "not-there")).toBe(next);
  });

  it("requotes the replies to an edited or deleted message, loaded parent or not", () => {
    const parent = buildMessage({ text: "Suns in 6", username: "alice" });
    const reply = buildMessage({
      text: "no chance",
      parentMessageId: parent.id,
      parentMessage: { user: "alice", text: "Suns in 6" },
    });
    const other = buildMessage({ text: "unrelated" });
    const quotes = (state: RoomMessages) => state.messages.map((m) => m.parentMessage?.text);
    const withParent: RoomMessages = { messages: [parent, reply, other], total: 3 };
    const edited = { ...parent, text: "Suns in 7", messageText: "Suns in 7", isEdited: true };

    expect(quotes(mergeEditedMessage(withParent, edited))).toEqual([
      undefined,
      "Suns in 7",
      undefined,
    ]);
    // The parent scrolled out of the loaded page: its replies still follow it.
    const replyOnly: RoomMessages = { messages: [reply, other], total: 2 };
    expect(quotes(mergeEditedMessage(replyOnly, edited))).toEqual(["Suns in 7", undefined]);

    const deleted = removeMessage(withParent, parent.id);
    expect(texts(deleted)).toEqual(["no chance", "unrelated"]);
    expect(quotes(deleted)).toEqual([DELETED_PARENT_TEXT, undefined]);
    expect(deleted.total).toBe(2);
    const deletedOutOfPage = removeMessage(replyOnly, parent.id);
    expect(quotes(deletedOutOfPage)).toEqual([DELETED_PARENT_TEXT, undefined]);
    expect(deletedOutOfPage.total).toBe(2);
  });

  it("merges a reconnect catch-up in creation order without duplicates", () => {
    const first = buildMessage({ text: "first" });
    const missedEarly = buildMessage({ text: "missed early" });
    const live = buildMessage({ text: "live" });
    const missedLate = buildMessage({ text: "missed late" });
    const state: RoomMessages = { messages: [first, live], total: 2 };
    const next = mergeMissedMessages(
      state,
      [missedEarly, { ...live, text: "live (edited)" }, missedLate],
      "home",
    );
    expect(texts(next)).toEqual(["first", "missed early", "live (edited)", "missed late"]);
    expect(next.total).toBe(4);
    expect(lastSeenMessageId(next)).toBe(missedLate.id);
  });

  it("orders by the server's sequence, not by the sending node's clock", () => {
    // Node B's clock runs a minute behind node A's: B's later message carries an earlier time.
    const fromA = buildMessage({ text: "from A", createdAt: "2025-11-01T12:01:00.000001Z" });
    const fromB = buildMessage({ text: "from B", createdAt: "2025-11-01T12:00:00.000002Z" });
    const first = buildMessage({ text: "first", createdAt: "2025-11-01T12:00:00.000001Z" });
    const state: RoomMessages = { messages: [{ ...first, seq: 1 }], total: 1 };
    const merged = mergeMissedMessages(
      state,
      [
        { ...fromA, seq: 2 },
        { ...fromB, seq: 3 },
      ],
      "home",
    );
    expect(texts(merged)).toEqual(["first", "from A", "from B"]);
    expect(lastSeenMessageId(merged)).toBe(fromB.id);
  });

  it("places a broadcast that arrives after a later one in its place", () => {
    const [a, b, c] = ["a", "b", "c"].map((text) => buildMessage({ text }));
    let state = appendMessage({ messages: [a!], total: 1 }, c!, "home");
    state = appendMessage(state, b!, "home");
    expect(texts(state)).toEqual(["a", "b", "c"]);
    expect(state.total).toBe(3);
  });

  it("ignores catch-up messages of another room", () => {
    const state = room("a");
    const next = mergeMissedMessages(state, [buildMessage({ roomSlug: "general" })], "home");
    expect(texts(next)).toEqual(["a"]);
  });

  describe("reconciling with the newest page after an outage", () => {
    const [old, a, b, c, d, live] = ["old", "a", "b", "c", "d", "live"].map((text) =>
      buildMessage({ text }),
    );
    const page = (total: number, ...messages: ReturnType<typeof buildMessage>[]) => ({
      messages,
      total,
    });

    it("takes edits, drops what was deleted inside the page and keeps what is older", () => {
      const state: RoomMessages = { messages: [old!, a!, b!, c!], total: 50 };
      const next = reconcileNewestPage(state, page(49, a!, { ...c!, text: "c2" }, d!), "home");
      expect(texts(next)).toEqual(["old", "a", "c2", "d"]);
    });

    it("keeps messages newer than the page (they arrived live after it was read)", () => {
      const state: RoomMessages = { messages: [a!, b!, live!], total: 3 };
      expect(texts(reconcileNewestPage(state, page(40, a!, b!), "home"))).toEqual([
        "a",
        "b",
        "live",
      ]);
    });

    it("drops older messages too when the page holds the whole room", () => {
      const state: RoomMessages = { messages: [old!, a!, b!], total: 3 };
      const next = reconcileNewestPage(state, page(2, a!, b!), "home");
      expect(texts(next)).toEqual(["a", "b"]);
      expect(next.total).toBe(2);
    });

    it("empties the list when the room has no messages left", () => {
      expect(reconcileNewestPage(room("x", "y"), page(0), "home")).toEqual({
        messages: [],
        total: 0,
      });
    });
  });
});
