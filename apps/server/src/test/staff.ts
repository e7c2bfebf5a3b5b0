import type { AdminLevel } from "@huddle/contracts/constants";
import type { TestApp } from "./build-test-app.ts";
import { signedInUser } from "./factories.ts";

export const STAFF_LEVELS: AdminLevel[] = ["user", "mod", "admin", "superadmin"];

/** One signed-in account per admin level, each with `call` bound to its token. */
export async function staffTeam(t: TestApp) {
  const entries = await Promise.all(
    STAFF_LEVELS.map(
      async (adminLevel) =>
        [adminLevel, await signedInUser(t.app, t.database, { adminLevel })] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<
    AdminLevel,
    Awaited<ReturnType<typeof signedInUser>>
  >;
}
