import { describe, expect, it } from "vitest";
import {
  applyReactionUpdate,
  DEFAULT_REACTION,
  REACTION_EMOJI,
  reactionEmojiSchema,
  reactionsUpdatedSchema,
  type ReactionUpdated,
} from "./reactions.ts";

const update = (over: Partial<ReactionUpdated>): ReactionUpdated => ({
  messageId: "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f",
  roomSlug: "general",
  emoji: "🔥",
  count: 1,
  reactors: ["ana"],
  actorId: "11111111-1111-4111-8111-111111111111",
  added: true,
  ...over,
});

describe("the reaction set", () => {
  it("is 👍 plus eight others, and accepts nothing else", () => {
    expect(REACTION_EMOJI[0]).toBe(DEFAULT_REACTION);
    expect(new Set(REACTION_EMOJI).size).toBe(9);
    expect(reactionEmojiSchema.safeParse("🍕").success).toBe(false);
  });
});

describe("the room's reaction broadcast", () => {
  it("carries one room's toggles in order, at least one", () => {
    const batch = { roomSlug: "general", updates: [update({ count: 1 }), update({ count: 2 })] };
    expect(reactionsUpdatedSchema.parse(batch).updates.map((u) => u.count)).toEqual([1, 2]);
    expect(reactionsUpdatedSchema.safeParse({ roomSlug: "general", updates: [] }).success).toBe(
      false,
    );
  });
});

describe("applyReactionUpdate", () => {
  it("marks the viewer's own toggle and keeps others' flags, in set order", () => {
    const viewer = "11111111-1111-4111-8111-111111111111";
    const mine = applyReactionUpdate(
      [{ emoji: "💯", count: 2, reacted: false, reactors: ["x", "y"] }],
      update({}),
      viewer,
    );
    expect(mine).toEqual([
      { emoji: "🔥", count: 1, reacted: true, reactors: ["ana"] },
      { emoji: "💯", count: 2, reacted: false, reactors: ["x", "y"] },
    ]);
    const othersToggle = applyReactionUpdate(mine, update({ count: 2, actorId: "other" }), viewer);
    expect(othersToggle[0]).toEqual({ emoji: "🔥", count: 2, reacted: true, reactors: ["ana"] });
  });

  it("drops an emoji whose count reaches zero", () => {
    const gone = applyReactionUpdate(
      [{ emoji: "🔥", count: 1, reacted: true, reactors: ["ana"] }],
      update({ count: 0, reactors: [], added: false }),
      "11111111-1111-4111-8111-111111111111",
    );
    expect(gone).toEqual([]);
  });
});
