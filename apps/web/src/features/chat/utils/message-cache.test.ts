import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import {
  MESSAGE_CACHE_CAP,
  appendMessage,
  lastSeenMessageId,
  mergeEditedMessage,
  mergeMissedMessages,
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
    const message = buildMessage({ text: "once" });
    const state = appendMessage(room("zero"), message, "home");
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

  it("ignores catch-up messages of another room", () => {
    const state = room("a");
    const next = mergeMissedMessages(state, [buildMessage({ roomSlug: "general" })], "home");
    expect(texts(next)).toEqual(["a"]);
  });
});
