import type { Fan } from "./support.ts";

/**
 * Accounts the e2e server starts with. A new account's tier cannot create custom teams (seed 001
 * §9) and nothing in the app raises it yet, so the coach is made with the staff commands
 * (`npm run admin -- create`, `tier`) before the server opens the embedded database; so are the
 * staff accounts.
 */
export const SEEDED_COACH: Fan & { tier: string } = {
  username: "e2e_coach",
  email: "e2e_coach@example.com",
  password: "Season2025!",
  tier: "pro",
};

/** The console's staff (issue 13): /admin is superadmin only; a mod acts from the chat. */
export const SEEDED_SUPERADMIN: Fan & { level: "superadmin" } = {
  username: "e2e_root",
  email: "e2e_root@example.com",
  password: "Season2025!",
  level: "superadmin",
};
export const SEEDED_MOD: Fan & { level: "mod" } = {
  username: "e2e_mod",
  email: "e2e_mod@example.com",
  password: "Season2025!",
  level: "mod",
};
