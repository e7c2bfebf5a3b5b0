import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { roomUrl } from "@huddle/contracts/rules/room";
import { a11yWorld, settled, type A11yWorld } from "./a11y-fixtures.ts";
import { expect, test } from "./test.ts";

/**
 * Issue 18: axe-core over every route and open dialog, signed out and in, in the three modes fans
 * use, with no critical and no serious violation allowed. Every rule axe ships runs (WCAG 2.0–2.2
 * A/AA and best practices) in light mode and on the phone (one page of each kind), the colour
 * rules in dark mode; only the impact decides.
 */
interface Mode {
  name: string;
  options: BrowserContextOptions;
  /**
   * Audits the same page once more in dark mode, colour rules only. Dark mode changes colours
   * (Tailwind `dark:` classes), never the markup, and the app follows the system scheme live
   * (lib/theme followSystemTheme), so the page switches in place instead of loading again.
   */
  alsoDark?: boolean;
  /** The states this mode audits; all when absent. */
  states?: ReadonlySet<string>;
}

/**
 * What the phone audits: one page of each kind, where the phone's layout differs (the header's
 * menu, a room's drawers, tab bars, forms, dialogs, tables). The markup is the same at every width,
 * so the other states' phone audit repeated the desktop one; it took a third of CI's browser time.
 */
const PHONE_STATES: ReadonlySet<string> = new Set([
  "sign in",
  "register",
  "terms dialog",
  "home",
  "user menu",
  "general room",
  "live game room",
  "team room",
  "profile: general",
  "profile: notifications",
  "custom: browse",
  "team edit: members",
  "create game",
  "premium",
  "admin: users",
  "admin: ban dialog",
  "admin: messages",
]);

const MODES: Mode[] = [
  {
    name: "desktop light and dark",
    options: { viewport: { width: 1280, height: 800 }, colorScheme: "light" },
    alsoDark: true,
  },
  {
    name: "phone 390×844",
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    states: PHONE_STATES,
  },
];

const DARK_RULES = ["color-contrast", "link-in-text-block"];

type Who = "signed out" | "coach" | "superadmin";

interface PageState {
  name: string;
  who: Who;
  path: (world: A11yWorld) => string;
  /** Brings the page into the state to audit (opens a dialog, a menu…). */
  open?: (page: Page, world: A11yWorld) => Promise<void>;
}

const dialog = (page: Page) => expect(page.getByRole("dialog")).toBeVisible();

const STATES: PageState[] = [
  { name: "sign in", who: "signed out", path: () => "/login" },
  {
    name: "register",
    who: "signed out",
    path: () => "/login",
    open: (page) => page.getByRole("button", { name: "Register" }).click(),
  },
  {
    name: "terms dialog",
    who: "signed out",
    path: () => "/login",
    open: async (page) => {
      await page.getByRole("button", { name: "Register" }).click();
      await page.getByRole("checkbox").click();
      await dialog(page);
    },
  },
  { name: "forgot password", who: "signed out", path: () => "/forgot-password" },
  { name: "invalid reset link", who: "signed out", path: () => "/reset-password/not-a-token" },
  { name: "terms", who: "signed out", path: () => "/terms" },
  { name: "privacy", who: "signed out", path: () => "/privacy" },
  { name: "team share link", who: "signed out", path: (w) => `/teams/join/join${w.teamId}` },

  { name: "home", who: "coach", path: () => "/" },
  {
    name: "user menu",
    who: "coach",
    path: () => "/",
    open: async (page) => {
      await page.getByRole("button", { name: "e2e_coach" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
    },
  },
  { name: "general room", who: "coach", path: () => roomUrl({ type: "general" }) },
  { name: "league room", who: "coach", path: () => roomUrl({ type: "league", league: "nba" }) },
  { name: "live game room", who: "coach", path: (w) => w.liveGameUrl },
  { name: "profile: general", who: "coach", path: () => "/profile?tab=general" },
  { name: "profile: word filters", who: "coach", path: () => "/profile?tab=wordReplacements" },
  { name: "profile: following", who: "coach", path: () => "/profile?tab=following" },
  { name: "profile: notifications", who: "coach", path: () => "/profile?tab=notifications" },
  { name: "public profile", who: "coach", path: () => "/profile?username=e2e_root" },
  { name: "custom: browse", who: "coach", path: () => "/custom?tab=browse" },
  { name: "custom: followed", who: "coach", path: () => "/custom?tab=followed" },
  { name: "custom: create", who: "coach", path: () => "/custom?tab=create" },
  { name: "custom: my teams", who: "coach", path: () => "/custom?tab=my-teams" },
  { name: "create team", who: "coach", path: () => "/custom/create-team" },
  { name: "search teams", who: "coach", path: () => "/custom/search" },
  { name: "manage teams", who: "coach", path: () => "/custom/manage" },
  {
    name: "delete team dialog",
    who: "coach",
    path: () => "/custom/manage",
    open: async (page) => {
      await page.getByRole("button", { name: "Delete Team" }).first().click();
      await dialog(page);
    },
  },
  { name: "team page", who: "coach", path: (w) => `/custom-team/${w.teamId}` },
  { name: "team edit: settings", who: "coach", path: (w) => `/custom/team/${w.teamId}/edit` },
  {
    name: "team edit: members",
    who: "coach",
    path: (w) => `/custom/team/${w.teamId}/edit?tab=members`,
  },
  {
    name: "team edit: words",
    who: "coach",
    path: (w) => `/custom/team/${w.teamId}/edit?tab=words`,
  },
  { name: "team room", who: "coach", path: (w) => `/room?customTeam=${w.teamId}` },
  { name: "create game", who: "coach", path: (w) => `/custom/create-game?teamId=${w.teamId}` },
  { name: "game page", who: "coach", path: (w) => `/custom-game/${w.gameId}` },
  { name: "edit game", who: "coach", path: (w) => `/custom/game/${w.gameId}/edit` },
  { name: "game room", who: "coach", path: (w) => `/room?customGame=${w.gameId}` },
  { name: "premium", who: "coach", path: () => "/premium" },

  { name: "admin: dashboard", who: "superadmin", path: () => "/admin?tab=dashboard" },
  { name: "admin: users", who: "superadmin", path: () => "/admin?tab=users" },
  {
    name: "admin: ban dialog",
    who: "superadmin",
    path: () => "/admin?tab=users",
    open: async (page) => {
      await page.getByRole("button", { name: "Ban" }).first().click();
      await dialog(page);
    },
  },
  { name: "admin: messages", who: "superadmin", path: () => "/admin?tab=messages" },
  { name: "admin: ai", who: "superadmin", path: () => "/admin?tab=ai" },
  { name: "admin: train", who: "superadmin", path: () => "/admin?tab=train" },
];

let world: A11yWorld;

test.beforeAll(async ({ browser }) => {
  world = await a11yWorld(browser);
});

async function contextFor(browser: Browser, who: Who, options: BrowserContextOptions) {
  const storageState =
    who === "coach" ? world.coachState : who === "superadmin" ? world.rootState : undefined;
  // Reduced motion: a scan taken mid-transition (a button fading in from disabled) reads colours
  // that no one sees for more than 150 ms.
  return browser.newContext({ ...options, storageState, reducedMotion: "reduce" });
}

/** "rule (impact): help — targets: why" for each critical or serious violation. */
async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations
    .filter((v) => v.impact === "critical" || v.impact === "serious")
    .map((v) => {
      const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(" "));
      const more = v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : "";
      const why = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.all[0]?.message ?? "";
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.join(" | ")}${more}: ${why}`;
    });
}

/** Switches the system colour scheme and waits for the page to follow it and settle. */
async function inScheme(page: Page, scheme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect(page.locator("html")).toHaveClass(
    scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
  );
  await settled(page);
}

/** A11Y_STATES="premium|room" audits only the matching states (while fixing one). */
const only = process.env.A11Y_STATES ? new RegExp(process.env.A11Y_STATES) : null;

for (const mode of MODES) {
  test(`no critical or serious axe violations on any page: ${mode.name}`, async ({ browser }) => {
    // About 45 page states on the desktop, each loaded, settled and audited twice; 17 on the phone.
    test.setTimeout(900_000);
    if (mode.states) {
      expect(STATES.map((s) => s.name)).toEqual(expect.arrayContaining([...mode.states]));
    }
    for (const who of ["signed out", "coach", "superadmin"] as const) {
      const context = await contextFor(browser, who, mode.options);
      const page = await context.newPage();
      const audited = STATES.filter(
        (s) =>
          s.who === who &&
          (mode.states?.has(s.name) ?? true) &&
          (only === null || only.test(s.name)),
      );
      for (const state of audited) {
        await page.goto(state.path(world));
        await settled(page);
        await state.open?.(page, world);
        const found = await seriousViolations(page);
        expect.soft(found, `${state.name} (${mode.name})`).toEqual([]);
        if (mode.alsoDark) {
          await inScheme(page, "dark");
          const inDark = await seriousViolations(page, DARK_RULES);
          expect.soft(inDark, `${state.name} (desktop dark)`).toEqual([]);
          await inScheme(page, "light");
        }
      }
      await context.close();
    }
  });
}
