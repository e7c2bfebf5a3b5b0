import type { Browser, Page } from "@playwright/test";
import { roomUrl } from "@huddle/contracts/rules/room";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import {
  chooseMessageAction,
  composer,
  ensureLiveGame,
  messageLog,
  newFan,
  registerViaApi,
  say,
  sidewaysOverflow,
  signInThroughForm,
} from "./support.ts";
import { expect, test } from "./test.ts";
import { uniqueSuffix } from "../apps/server/src/test/unique-suffix.ts";

// Issue 18 §1–5, §8, §9 and issue 15 §0: the chat-first room on phones and by keyboard.

interface Viewport {
  width: number;
  height: number;
}

const PHONE: Viewport = { width: 390, height: 844 };
const SMALL_PHONE: Viewport = { width: 320, height: 568 };
const LAPTOP: Viewport = { width: 1366, height: 768 };
const GENERAL = "/room";

async function signedIn(browser: Browser, path: string, viewport: Viewport): Promise<Page> {
  const phone = viewport.width < 800;
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
  const page = await context.newPage();
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, fan);
  await expect(composer(page)).toBeVisible();
  return page;
}

const sendButton = (page: Page) => page.getByRole("button", { name: "Send", exact: true });
const listed = (page: Page, text: string) =>
  messageLog(page).getByRole("listitem").filter({ hasText: text });

/** Says `text`, then waits until the room lists it: the steps after it act on listed messages. */
async function sayAndSee(page: Page, text: string): Promise<void> {
  await say(page, text);
  await expect(listed(page, text)).toBeVisible();
}

/**
 * The room of a featured game: one the simulator is playing now when there is one (basketball
 * first: it scores every minute), else any. `live` says which it found; the simulator's slate
 * has hours without live games.
 */
async function gameRoom(page: Page): Promise<{ path: string; live: boolean }> {
  await page.goto("/");
  const cards = page.getByRole("region", { name: "Featured Scores" }).locator("[data-game-id]");
  await expect(cards.first()).toBeAttached();
  const live = cards.filter({ has: page.locator('[data-status="live"]') });
  const basketball = live.and(page.locator('[data-league="nba"], [data-league="ncaambb"]'));
  const isLive = (await live.count()) > 0;
  const card =
    (await basketball.count()) > 0 ? basketball.first() : isLive ? live.first() : cards.first();
  const href = await card.getByRole("link").getAttribute("href");
  expect(href).toMatch(/^\/room\?/);
  return { path: href!, live: isLive };
}

async function openRoom(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(composer(page)).toBeVisible();
}

/**
 * The composer and Send are on the first screen, without scrolling either way, and above the
 * sponsor banner when it shows (fixed at the bottom, it would cover them).
 */
async function expectComposerOnFirstScreen(page: Page, viewport: Viewport): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const banner = page.getByRole("complementary", { name: "Sponsor" });
  const bottom = (await banner.isVisible()) ? (await banner.boundingBox())!.y : viewport.height;
  for (const control of [composer(page), sendButton(page)]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(bottom);
  }
}

for (const viewport of [SMALL_PHONE, PHONE]) {
  test(`at ${viewport.width} px General and a game room fit the screen, a reply too`, async ({
    browser,
  }) => {
    const page = await signedIn(browser, GENERAL, viewport);
    await expectComposerOnFirstScreen(page, viewport);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // A new free fan sees the sponsor banner; its close button sits beside the text, not on it.
    const banner = page.getByRole("complementary", { name: "Sponsor" });
    await expect(banner).toBeVisible();
    const text = (await banner.getByRole("link").boundingBox())!;
    const close = banner.getByRole("button", { name: "Close sponsor banner" });
    expect(text.x + text.width).toBeLessThanOrEqual((await close.boundingBox())!.x);

    // A long quoted reply used to widen the room past the screen (issue 18 §1).
    const quoted = `That was the longest drive of the season, ${"seriously ".repeat(8)}${uniqueSuffix()}`;
    await sayAndSee(page, quoted);
    await chooseMessageAction(page, listed(page, quoted).first(), "Reply");
    const reply = `agreed ${uniqueSuffix()}`;
    await sayAndSee(page, reply);
    await expect(listed(page, reply)).toContainText("Replying to");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectComposerOnFirstScreen(page, viewport);

    await openRoom(page, (await gameRoom(page)).path);
    const scoreboard = page.getByRole("region", { name: "Scoreboard" });
    await expect(scoreboard.locator("[data-home-score]")).toBeVisible();
    await expectComposerOnFirstScreen(page, viewport);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The spoiler delay says what it is on a phone too, not a bare "Off".
    const delay = page.getByRole("combobox", { name: "Spoiler delay" });
    const delayLabel = page.getByText("Delay", { exact: true });
    await expect(delayLabel).toBeVisible();
    expect((await delayLabel.boundingBox())!.x).toBeLessThan((await delay.boundingBox())!.x);

    // Both team names are shown whole (issue 18 §9): nothing clipped, no ellipsis.
    const names = scoreboard.getByRole("link");
    await expect(names).toHaveCount(2);
    for (const name of await names.all()) {
      const clipped = await name.evaluate(
        (el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === "ellipsis",
      );
      expect(clipped).toBe(false);
    }
  });
}

test("a phone shows at least 8 messages at once, navigation and scores open as drawers", async ({
  browser,
}) => {
  const room = roomUrl({ type: "team", teamId: huddleTeamId("nfl", "14") });
  const page = await signedIn(browser, room, PHONE);
  const tag = uniqueSuffix();
  // Sends are limited to 5 in 5 s per fan.
  for (let i = 1; i <= 10; i += 1) {
    if (i === 6) await page.waitForTimeout(5_500);
    await sayAndSee(page, `play ${i} ${tag}`);
  }
  const visible = await messageLog(page).evaluate((box) => {
    const frame = box.getBoundingClientRect();
    return Array.from(box.querySelectorAll("li[data-message-id]")).filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
    }).length;
  });
  expect(visible).toBeGreaterThanOrEqual(8);

  await page.getByRole("button", { name: "Room navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Room navigation" });
  await expect(drawer.getByRole("heading", { name: "Room navigation" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Room navigation" })).toBeFocused();
  await page.getByRole("button", { name: "Team game" }).click();
  await expect(page.getByRole("dialog", { name: "Team game" })).toBeVisible();
});

test("on a phone every control is at least 24 px and the main ones 44 px", async ({ browser }) => {
  const page = await signedIn(browser, GENERAL, PHONE);
  await sayAndSee(page, `tap test ${uniqueSuffix()}`);
  await openRoom(page, (await gameRoom(page)).path);
  await sayAndSee(page, `tap test ${uniqueSuffix()}`);

  const small = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        "header button, main button, main input, main textarea, main select",
      ),
    )
      .filter((el) => el.offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute("aria-label") ?? el.textContent, w: r.width, h: r.height };
      })
      .filter((c) => c.w < 24 || c.h < 24),
  );
  expect(small).toEqual([]);

  const primary = [
    sendButton(page),
    composer(page),
    page.getByRole("button", { name: /^Message actions/ }).first(),
    page.getByRole("button", { name: "Room navigation" }),
    page.getByRole("button", { name: "Scores", exact: true }),
    page.getByRole("button", { name: "Open menu" }),
  ];
  for (const control of primary) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
});

test("by keyboard: the message box is 3 keys away, one stop per message, focus kept after edit and delete", async ({
  browser,
}) => {
  const page = await signedIn(browser, GENERAL, LAPTOP);
  const tag = uniqueSuffix();
  for (const n of [1, 2, 3]) await sayAndSee(page, `kb ${n} ${tag}`);

  // Tab, Tab to "Skip to message box", Enter.
  await page.goto((await gameRoom(page)).path);
  await expect(composer(page)).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to message box" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(composer(page)).toBeFocused();

  // Back in General: from the message box, each Shift+Tab lands on the previous message's menu.
  await openRoom(page, GENERAL);
  await expect(listed(page, `kb 3 ${tag}`)).toBeVisible();
  await composer(page).focus();
  for (const n of [3, 2, 1]) {
    await page.keyboard.press("Shift+Tab");
    const item = listed(page, `kb ${n} ${tag}`);
    await expect(item.getByRole("button", { name: /^Message actions/ })).toBeFocused();
  }

  // Edit, cancelled with Escape, then saved with Enter: focus comes back to the message.
  const first = listed(page, `kb 1 ${tag}`);
  const actions = first.getByRole("button", { name: /^Message actions/ });
  await actions.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).press("Enter");
  await expect(page.getByRole("textbox", { name: "Edit message" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(actions).toBeFocused();
  await actions.press("Enter");
  await page.getByRole("menuitem", { name: "Edit" }).press("Enter");
  await page.getByRole("textbox", { name: "Edit message" }).fill(`kb 1 ${tag} edited`);
  await page.keyboard.press("Enter");
  await expect(first).toContainText("(edited)");
  await expect(actions).toBeFocused();

  // Delete: focus moves to the next message, never to <body>.
  page.once("dialog", (dialog) => void dialog.accept());
  await actions.press("Enter");
  await page.getByRole("menuitem", { name: "Delete" }).press("Enter");
  await expect(listed(page, `kb 1 ${tag} edited`)).toHaveCount(0);
  await expect(
    listed(page, `kb 2 ${tag}`).getByRole("button", { name: /^Message actions/ }),
  ).toBeFocused();
});

test("over 30 s of a live game a screen reader hears each new message once and never the clock", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, GENERAL, PHONE);
  await ensureLiveGame(page);
  const game = await gameRoom(page);
  expect(game.live).toBe(true);
  await openRoom(page, game.path);
  await expect(
    page.getByRole("region", { name: "Scoreboard" }).locator("[data-status]"),
  ).toBeVisible();

  // Record every text any live region takes (aria-live, status, alert, log roles).
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const selector =
      '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]:not([aria-live="off"])';
    new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = node?.closest(selector);
        if (region) heard.push(region.textContent ?? "");
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  // The history has loaded (it is not news; only what arrives after it is).
  await expect(messageLog(page).or(page.getByText("No messages yet"))).toBeVisible();
  const statusBefore = await page.locator("[data-status]").first().textContent();
  // A game event's text: a paragraph, or the label of a scoring play's divider.
  const eventText = '> div > p, [role="separator"] > span:not([aria-hidden])';
  const events = messageLog(page).locator(`li[data-message-type="system"] ${eventText}`);
  const eventsBefore = new Set(await events.allTextContents());
  const fan = await signedIn(browser, GENERAL, PHONE);
  await openRoom(fan, page.url().replace(/^https?:\/\/[^/]+/, ""));
  const text = `what a game ${uniqueSuffix()}`;
  await sayAndSee(fan, text);
  await page.waitForTimeout(30_000);

  const heard = [
    ...new Set(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)),
  ]
    .map((t) => t.trim())
    .filter(Boolean);
  // The clock moved, and no region ever said it.
  expect(await page.locator("[data-status]").first().textContent()).not.toBe(statusBefore);
  const clockShown = await page.locator("[data-status]").first().textContent();
  for (const said of heard) expect(clockShown).not.toContain(said);
  // Everything heard is a message of the room, "author: text" or a game event, and each once.
  const listedTexts = await messageLog(page)
    .locator(`li[data-message-id] p, li[data-message-type="system"] ${eventText}`)
    .allTextContents();
  const lines = heard.flatMap((t) => t.split("\n"));
  expect(lines).toContain(`${await fanName(fan)}: ${text}`);
  for (const line of lines) {
    expect(
      listedTexts.some((m) => line.endsWith(m)),
      `heard "${line}"`,
    ).toBe(true);
  }
  // Each game event of those 30 s (a score, a new period) was read exactly once.
  const newEvents = (await events.allTextContents()).filter((e) => !eventsBefore.has(e));
  for (const event of newEvents) {
    expect(
      lines.filter((line) => line === event),
      JSON.stringify({ lines, newEvents }),
    ).toHaveLength(1);
  }
});

async function fanName(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("user") ?? "{}").username as string);
}
