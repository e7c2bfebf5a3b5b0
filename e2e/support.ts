import path from "node:path";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { readOutbox } from "../apps/server/src/lib/mail/outbox.ts";
import { uniqueSuffix } from "../apps/server/src/test/unique-suffix.ts";

export interface Fan {
  username: string;
  email: string;
  password: string;
}

export function newFan(): Fan {
  const id = uniqueSuffix();
  return { username: `fan_${id}`, email: `fan_${id}@example.com`, password: "Season2025!" };
}

/** Registers through the API (fast setup for journeys that are not about registration). */
export async function registerViaApi(page: Page, fan: Fan): Promise<void> {
  const res = await page.request.post("/api/auth/register", {
    data: { ...fan, acceptedTerms: true, acceptedTermsAt: new Date().toISOString() },
  });
  expect(res.status()).toBe(201);
}

export async function signInThroughForm(page: Page, fan: Fan): Promise<void> {
  await page.getByLabel("Username or email").fill(fan.username);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A new fan, registered and signed in through the form in a browser context of their own. */
export async function fanAt(browser: Browser, path: string): Promise<{ page: Page; fan: Fan }> {
  const page = await (await browser.newContext()).newPage();
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, fan);
  return { page, fan };
}

/** The room's message box. */
export const composer = (page: Page) => page.getByRole("textbox", { name: "Message" });

/** The room's list of messages. */
export const messageLog = (page: Page) => page.getByRole("log", { name: "Messages" });

/** fanAt's new fan, once the room at `path` has shown its message box. */
export async function fanInRoom(browser: Browser, path: string): Promise<{ page: Page; fan: Fan }> {
  const fan = await fanAt(browser, path);
  await expect(composer(fan.page)).toBeVisible();
  return fan;
}

/**
 * Sends `text` from the room's message box. It does not wait for the message to be listed: a
 * journey may expect it blocked or held instead.
 */
export async function say(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press("Enter");
}

/** How far the page scrolls sideways (0 when nothing is wider than the screen). */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A Bearer header for `fan`, for the API calls a journey makes beside its pages. */
export async function bearerOf(page: Page, fan: Fan): Promise<Record<string, string>> {
  const res = await page.request.post("/api/auth/login", {
    data: { usernameOrEmail: fan.username, password: fan.password },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).tokens.accessToken}` };
}

/** The newest link in the server's outbox (DATA_DIR/outbox) that contains `fragment`. */
export async function latestMailedLink(to: string, fragment: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(outbox)).filter((m) => m.to.includes(to));
      link = messages.at(-1)?.links.find((l) => l.includes(fragment));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Chooses `action` from a chat message's "⋯" menu (issue 18: one actions button per message). */
export async function chooseMessageAction(
  page: Page,
  item: Locator,
  action: string | RegExp,
): Promise<void> {
  await item.getByRole("button", { name: /^Message actions/ }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

/**
 * Makes sure the home page's Featured Scores has a live game — a live basketball game when
 * `basketball` is asked for (it scores every game minute, so a journey that waits for a score to
 * move needs one). The simulated schedule follows the clock and some hours have none, so then the
 * journey starts a scheduled one itself (basketball first) through the E2E_TEST_HOOKS kick-off
 * hook (sports-test-hooks.routes.ts). Leaves the page on home with the live card listed.
 */
export async function ensureLiveGame(
  page: Page,
  { basketball = false }: { basketball?: boolean } = {},
): Promise<void> {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Scores" });
  const cards = featured.locator("[data-game-id]");
  const basketballCards = featured.locator('[data-league="nba"], [data-league="ncaambb"]');
  const live = (of: Locator) => of.filter({ has: page.locator('[data-status="live"]') });
  await expect(cards.first()).toBeVisible();
  const wanted = basketball ? live(basketballCards) : live(cards);
  if ((await wanted.count()) > 0) return;
  const scheduled = (of: Locator) => of.filter({ has: page.locator('[data-status="scheduled"]') });
  const scheduledBasketball = scheduled(basketballCards);
  const start =
    (await scheduledBasketball.count()) > 0
      ? scheduledBasketball
      : // No basketball game to start: another live sport has to do.
        (await live(cards).count()) > 0
        ? null
        : scheduled(cards);
  if (!start) return;
  const gameId = await start.first().getAttribute("data-game-id");
  const kickOff = await page.request.post("/api/test-hooks/simulator/kick-off", {
    data: { gameId },
  });
  expect(kickOff.status()).toBe(200);
  const arrived = start === scheduledBasketball ? live(basketballCards) : live(cards);
  await expect
    .poll(
      async () => {
        await page.reload();
        // count() does not wait: let the reloaded list arrive first.
        await expect(cards.first()).toBeVisible();
        return arrived.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
}
