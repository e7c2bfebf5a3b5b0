import { describe, expect, it } from "vitest";
import { canOpenAdminPage } from "./admin-abilities.ts";

describe("canOpenAdminPage", () => {
  it.each([
    ["user", false],
    ["mod", false],
    ["admin", false],
    ["superadmin", true],
  ] as const)("a %s may open the admin page: %s", (adminLevel, allowed) => {
    expect(canOpenAdminPage({ adminLevel })).toBe(allowed);
  });

  it("keeps a signed-out visitor out", () => {
    expect(canOpenAdminPage(null)).toBe(false);
  });
});
