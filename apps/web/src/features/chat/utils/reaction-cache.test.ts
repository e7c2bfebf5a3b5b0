import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { mergeEditedMessage } from "./message-cache";
import { applyReactionBroadcast } from "./reaction-cache";

const viewer = crypto.randomUUID();
const fire = { emoji: "🔥" as const, count: 2, reacted: true, reactors: ["ana", "ben"] };

describe("reactions in a room's cached list", () => {
  it("applies a broadcast to its message only, marking the viewer's own toggle", () => {
    const target = buildMessage();
    const other = buildMessage();
    const state = { messages: [target, other], total: 2 };
    const next = applyReactionBroadcast(
      state,
      {
        messageId: target.id,
        roomSlug: target.roomSlug,
        emoji: "👏",
        count: 1,
        reactors: ["ana"],
        actorId: viewer,
        added: true,
      },
      viewer,
    );
    expect(next.messages[0]!.reactions).toEqual([
      { emoji: "👏", count: 1, reacted: true, reactors: ["ana"] },
    ]);
    expect(next.messages[1]).toBe(other);
  });

  it("ignores a broadcast for a message it does not hold", () => {
    const state = { messages: [buildMessage()], total: 1 };
    const update = {
      messageId: crypto.randomUUID(),
      roomSlug: "home",
      emoji: "👍" as const,
      count: 1,
      reactors: [],
      actorId: viewer,
      added: true,
    };
    expect(applyReactionBroadcast(state, update, viewer)).toBe(state);
  });

  it("keeps a message's reactions when its edit arrives (edits carry none)", () => {
    const message = buildMessage({ reactions: [fire] });
    const edited = { ...message, text: "edited", messageText: "edited", reactions: [] };
    const next = mergeEditedMessage({ messages: [message], total: 1 }, edited);
    expect(next.messages[0]).toMatchObject({ text: "edited", reactions: [fire] });
  });
});
