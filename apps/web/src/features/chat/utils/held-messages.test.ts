import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { holdMessage, isHeldForReview, releaseMessage, withHeldMessages } from "./held-messages";

describe("held messages", () => {
  const [early, held, late] = ["early", "held", "late"].map((text) =>
    buildMessage({ text, moderationStatus: text === "held" ? "quarantined" : "visible" }),
  );

  it("recognises a quarantined message as held for review", () => {
    expect(isHeldForReview(held!)).toBe(true);
    expect(isHeldForReview(early!)).toBe(false);
  });

  it("shows held messages in the server's order among the room's messages", () => {
    const shown = withHeldMessages([early!, late!], [held!]).map((m) => m.text);
    expect(shown).toEqual(["early", "held", "late"]);
    // Stamped by a node whose clock runs behind: its place still follows the server's order.
    const behind = { ...held!, createdAt: "2000-01-01T00:00:00.000Z" };
    expect(withHeldMessages([early!, late!], [behind]).map((m) => m.text)).toEqual(shown);
  });

  it("shows a held message once when the room has it too (approved meanwhile)", () => {
    expect(withHeldMessages([early!, held!], [held!])).toHaveLength(2);
  });

  it("replaces a held message by id and forgets it on release", () => {
    const list = holdMessage(holdMessage([], held!), { ...held!, text: "again" });
    expect(list.map((m) => m.text)).toEqual(["again"]);
    expect(releaseMessage(list, held!.id)).toEqual([]);
    expect(releaseMessage(list, early!.id)).toBe(list);
  });
});
