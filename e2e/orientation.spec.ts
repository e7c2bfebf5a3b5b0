import type { Page } from "@playwright/test";
import { roomUrl } from "@huddle/contracts/rules/room";
import { a11yWorld, settled, type A11yWorld } from "./a11y-fixtures.ts";
import { newFan, registerViaApi, signInThroughForm } from "./support.ts";
import { expect, test } from "./test.ts";

/**
 * Issue 18 §7–8: every route names the browser tab "{page} · Huddle"; after a route change focus is
 * on the new page's main heading; dialogs start on their first field with the page behind inert;
 * Sign Out is reachable with Tab and Enter alone.
 */
let world: A11yWorld;

test.beforeAll(async ({ browser }) => {
  world = await a11yWorld(browser);
});

const GAME_NAME = () => `${world.teamName} vs Westside Dunkers`;

const SIGNED_OUT: [string, () => string][] = [
  ["/login", () => "Sign In"],
  ["/forgot-password", () => "Forgot Password"],
  ["/reset-password/not-a-token", () => "Reset Password"],
  ["/terms", () => "Terms of Service"],
  ["/privacy", () => "Privacy Policy"],
  [`/teams/join/join{team}`, () => `Join ${world.teamName}`],
];

const SIGNED_IN: [string, () => string][] = [
  ["/", () => "General Chat"],
  [roomUrl({ type: "general" }), () => "General Chat"],
  ["/profile", () => "Profile Settings"],
  ["/profile?tab=wordReplacements", () => "Profile Settings"],
  ["/profile?tab=following", () => "Profile Settings"],
  ["/profile?tab=notifications", () => "Profile Settings"],
  ["/profile?username=e2e_root", () => "e2e_root"],
  ["/custom", () => "Custom Teams"],
  ["/custom/create-team", () => "Create a Team"],
  ["/custom/search", () => "Search Teams"],
  ["/custom/manage", () => "Manage Your Teams"],
  ["/custom-team/{team}", () => world.teamName],
  ["/custom/team/{team}/edit", () => `Edit ${world.teamName}`],
  ["/room?customTeam={team}", () => world.teamName],
  ["/custom/create-game?teamId={team}", () => "Create a Game"],
  ["/custom-game/{game}", GAME_NAME],
  ["/custom/game/{game}/edit", () => `Edit Game: ${GAME_NAME()}`],
  ["/room?customGame={game}", GAME_NAME],
  ["/premium", () => "Premium Memberships"],
  ["/leaderboard", () => "Predictions leaderboard"],
];

const fill = (path: string) => path.replace("{team}", world.teamId).replace("{game}", world.gameId);

async function expectTitle(page: Page, path: string, title: string): Promise<void> {
  await page.goto(fill(path));
  await settled(page);
  await expect(page, path).toHaveTitle(`${title} · Huddle`);
}

test("every signed-out route names the tab", async ({ page }) => {
  for (const [path, title] of SIGNED_OUT) await expectTitle(page, path, title());
  await page.goto("/login");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveTitle("Register · Huddle");
});

test("every signed-in route names the tab, a game room as '{away} @ {home}'", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ storageState: world.coachState })).newPage();
  for (const [path, title] of SIGNED_IN) await expectTitle(page, path, title());

  await page.goto(roomUrl({ type: "league", league: "nba" }));
  await expect(page).toHaveTitle("NBA · Huddle");
  // A game room is named after its teams once the sports data arrives; the heading says the same.
  await page.goto(world.liveGameUrl);
  await expect(page).toHaveTitle(/^.+ @ .+ · Huddle$/);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  await expect(page).toHaveTitle(`${heading} · Huddle`);

  const admin = await (await browser.newContext({ storageState: world.rootState })).newPage();
  await expectTitle(admin, "/admin", "Admin Dashboard");
  await expectTitle(admin, "/moderation", "Moderation");
});

test("after a route change focus is on the new page's main heading; a tab switch keeps it on the tab", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ storageState: world.coachState })).newPage();
  await page.goto("/");
  await settled(page);
  const nav = page.getByRole("navigation", { name: "Main" });

  await nav.getByRole("link", { name: "Custom Teams" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Custom Teams" })).toBeFocused();

  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Profile Settings" })).toBeFocused();
  const general = page.getByRole("tab", { name: "General" });
  await general.focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Word Filters" })).toBeFocused();
  await expect(page).toHaveURL(/tab=wordReplacements/);

  // A page that loads its data first: focus lands on its heading once it appears.
  await page.goto("/custom?tab=my-teams");
  await settled(page);
  await page.getByRole("link", { name: world.teamName }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: world.teamName })).toBeFocused();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Custom Teams" })).toBeFocused();
});

test("Sign Out is reachable with Tab and Enter alone", async ({ page }) => {
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto("/login");
  await signInThroughForm(page, fan);
  await settled(page);
  const menuButton = page.getByRole("button", { name: fan.username });
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("Tab");
    if (await menuButton.evaluate((node) => node === document.activeElement)) break;
  }
  await expect(menuButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Profile Settings" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login/);
});

test("a dialog opens on its first field with the page behind inert, and gives focus back", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ storageState: world.coachState })).newPage();
  await page.goto("/custom/manage");
  await settled(page);
  const opener = page.getByRole("button", { name: "Delete Team" }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /^Delete / });
  await expect(dialog).toBeVisible();
  // No field in a confirmation: focus starts on its first button (Cancel, the safe one).
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await expect(page.locator("#root")).toHaveAttribute("inert", "");
  await expect(page.getByRole("main")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("#root")).not.toHaveAttribute("inert");
  await expect(opener).toBeFocused();

  // A dialog with fields starts on the first one: a staff action's.
  const staff = await (await browser.newContext({ storageState: world.rootState })).newPage();
  await staff.goto("/admin?tab=users");
  await settled(staff);
  await staff.getByRole("button", { name: "Ban" }).first().click();
  const ban = staff.getByRole("dialog", { name: /^Ban / });
  const firstField = ban.locator("input, select, textarea").first();
  await expect(firstField).toBeFocused();
  await staff.keyboard.press("Tab");
  await expect(ban.locator(":focus")).toHaveCount(1);
});
