import { describe, expect, it } from "vitest";
import type { AdminLevel } from "@huddle/contracts/constants";
import type { UserRow } from "../../db/schema.ts";
import { chatPolicy } from "./chat.policy.ts";

const user = (overrides: Partial<UserRow> = {}) =>
  ({
    id: "u1",
    adminLevel: "user",
    muted: false,
    banned: false,
    exempt: false,
    ...overrides,
  }) as UserRow;

const levels: AdminLevel[] = ["user", "mod", "admin", "superadmin"];

describe("chat policy", () => {
  it.each(levels)("a %s may edit only their own messages", (adminLevel) => {
    expect(chatPolicy.edit(user({ adminLevel }), "u1")).toBe(true);
    expect(chatPolicy.edit(user({ adminLevel }), "u2")).toBe(false);
    expect(chatPolicy.edit(user({ adminLevel }), null)).toBe(false);
  });

  it.each([
    ["user", false],
    ["mod", true],
    ["admin", true],
    ["superadmin", true],
  ] as const)("a %s deleting someone else's message: %s", (adminLevel, allowed) => {
    expect(chatPolicy.delete(user({ adminLevel }), "u2")).toBe(allowed);
    expect(chatPolicy.delete(user({ adminLevel }), "u1")).toBe(true);
  });

  it("lets users report others' messages but not their own", () => {
    expect(chatPolicy.report(user(), "u2")).toBe(true);
    expect(chatPolicy.report(user(), "u1")).toBe(false);
  });

  it("keeps muted and banned users from posting", () => {
    expect(chatPolicy.post(user())).toBe(true);
    expect(chatPolicy.post(user({ muted: true }))).toBe(false);
    expect(chatPolicy.post(user({ banned: true }))).toBe(false);
  });

  it.each([
    ["user", false],
    ["mod", true],
    ["admin", true],
    ["superadmin", true],
  ] as const)("a %s setting slow mode, bypassing it or broadcasting: %s", (adminLevel, allowed) => {
    expect(chatPolicy.setSlowMode(user({ adminLevel }))).toBe(allowed);
    expect(chatPolicy.bypassSlowMode(user({ adminLevel }))).toBe(allowed);
    expect(chatPolicy.broadcast(user({ adminLevel }))).toBe(allowed);
  });

  it("lets only exempt users bypass the content filter", () => {
    expect(chatPolicy.bypassFilter(user({ exempt: true }))).toBe(true);
    expect(chatPolicy.bypassFilter(user({ adminLevel: "superadmin" }))).toBe(false);
  });

  const ownership = [
    ["own", "u1"],
    ["another fan's", "u2"],
    ["Huddle's", null],
  ] as const;
  const cases = levels.flatMap((level) =>
    ownership.map(([label, authorId]) => [level, label, authorId] as const),
  );

  it.each(cases)(
    "shows a %s on %s fan message exactly the actions it would allow",
    (adminLevel, _label, authorId) => {
      const viewer = user({ adminLevel });
      const flags = chatPolicy.abilitiesOn(viewer, {
        userId: authorId,
        type: "normal",
        moderationStatus: "visible",
      });
      expect(flags.canEdit).toBe(chatPolicy.edit(viewer, authorId));
      expect(flags.canDelete).toBe(chatPolicy.delete(viewer, authorId));
      expect(flags.canReport).toBe(chatPolicy.report(viewer, authorId));
    },
  );

  it.each([
    ["user", "fan", false],
    ["mod", "staff", true],
    ["admin", "staff", true],
    ["superadmin", "staff", true],
  ] as const)("puts a %s in the %s history audience", (adminLevel, audience, staffTools) => {
    const viewer = user({ adminLevel });
    expect(chatPolicy.audienceOf(viewer)).toBe(audience);
    expect(chatPolicy.roomAbilitiesOf(viewer)).toEqual({
      canSetSlowMode: staffTools,
      canAnnounce: staffTools,
    });
  });
});
