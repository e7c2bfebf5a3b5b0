import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { SEEDED_COACH, SEEDED_SUPERADMIN } from "./seeded-users.ts";
import { signInThroughForm, type Fan } from "./support.ts";
import { uniqueSuffix } from "../apps/server/src/test/unique-suffix.ts";

/** What the accessibility journeys visit: the coach's team and game, and a live game room. */
export interface A11yWorld {
  coachState: string;
  rootState: string;
  teamId: string;
  teamName: string;
  gameId: string;
  liveGameUrl: string;
}

/** Signs in through the form once and keeps the session (tokens in localStorage) in a file. */
async function storedSession(browser: Browser, fan: Fan): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await signInThroughForm(page, fan);
  await page.waitForURL((url) => url.pathname === "/");
  const file = path.join(process.env.E2E_DATA_DIR!, `session-${fan.username}.json`);
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function accessToken(page: Page, fan: Fan): Promise<string> {
  const res = await page.request.post("/api/auth/login", {
    data: { usernameOrEmail: fan.username, password: fan.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
}

/** How long to look for a live game before settling for any game (well inside the hook's 120 s). */
const LIVE_GAME_SEARCH_MS = 40_000;

/**
 * A live simulated game's room, as the home page's Featured Scores links it; simulated games start
 * and end all the time, so it reloads for a while, then settles for any game's room. The while is
 * a time, not a count of reloads: on a loaded machine 20 reloads outlasted the beforeAll hook.
 */
async function gameRoomUrl(page: Page): Promise<string> {
  const cards = page.getByRole("region", { name: "Featured Scores" }).locator("[data-game-id]");
  const live = cards.filter({ has: page.locator('[data-status="live"]') });
  const giveUpAt = Date.now() + LIVE_GAME_SEARCH_MS;
  for (;;) {
    await page.goto("/");
    await cards.first().waitFor();
    if ((await live.count()) > 0 || Date.now() > giveUpAt) break;
    await page.waitForTimeout(3_000);
  }
  const card = (await live.count()) > 0 ? live.first() : cards.first();
  return (await card.getByRole("link").first().getAttribute("href"))!;
}

/**
 * The world is built once per run and kept in DATA_DIR: Playwright restarts its worker after a
 * failed test, and the next mode should audit the same pages rather than build them again.
 */
export async function a11yWorld(browser: Browser): Promise<A11yWorld> {
  const file = path.join(process.env.E2E_DATA_DIR!, "a11y-world.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as A11yWorld;
  const world = await buildA11yWorld(browser);
  writeFileSync(file, JSON.stringify(world));
  return world;
}

async function buildA11yWorld(browser: Browser): Promise<A11yWorld> {
  const coachState = await storedSession(browser, SEEDED_COACH);
  const rootState = await storedSession(browser, SEEDED_SUPERADMIN);
  const context = await browser.newContext({ storageState: coachState });
  const page = await context.newPage();
  const headers = { Authorization: `Bearer ${await accessToken(page, SEEDED_COACH)}` };
  const teamName = `Access ${uniqueSuffix()}`;
  const team = await page.request.post("/api/custom-teams", {
    headers,
    data: { name: teamName, sport: "Basketball", location: "Austin, TX" },
  });
  expect(team.status()).toBe(201);
  const teamId = ((await team.json()) as { team: { id: string } }).team.id;
  const game = await page.request.post(`/api/custom-teams/${teamId}/games`, {
    headers,
    data: {
      opponent: "Westside Dunkers",
      scheduledFor: new Date(Date.now() + 24 * 60 * 60_000).toISOString(),
      location: "Zilker Park Court 2",
    },
  });
  expect(game.status()).toBe(201);
  const gameId = ((await game.json()) as { game: { id: string } }).game.id;
  const live = await gameRoomUrl(page);
  await context.close();
  return { coachState, rootState, teamId, teamName, gameId, liveGameUrl: live };
}

/** Waits for the page's main heading and for loading indicators to clear. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator("h1").first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // A colour mid-transition (a button leaving its busy state) is not what fans read.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );
}
