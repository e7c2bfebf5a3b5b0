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
});
