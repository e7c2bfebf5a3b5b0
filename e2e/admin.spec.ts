import type { Browser, Page } from "@playwright/test";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";
import { roomUrl } from "@huddle/contracts/rules/room";
import { SEEDED_MOD, SEEDED_SUPERADMIN } from "./seeded-users.ts";
import {
  chooseMessageAction,
  composer,
  fanInRoom,
  messageLog,
  say,
  signInThroughForm,
  type Fan,
} from "./support.ts";
import { expect, test } from "./test.ts";
import { uniqueSuffix } from "../apps/server/src/test/unique-suffix.ts";

// Issue 13: the admin console's journeys. /admin is superadmin only (seed 001 §6), so the staff
// member at the console is the seeded superadmin.
const ROOM = roomUrl({ type: "league", league: "nba" });

/** A seeded staff member, signed in through the form in a browser context of their own. */
async function signedIn(browser: Browser, staff: Fan, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, staff);
  return page;
}

/** A fan reports another fan's message from the chat. */
async function report(page: Page, text: string): Promise<void> {
  const seen = messageLog(page).getByRole("listitem").filter({ hasText: text });
  await expect(seen).toBeVisible();
  await chooseMessageAction(page, seen, "Report");
  const dialog = page.getByRole("dialog", { name: "Report message" });
  await dialog.getByRole("textbox").fill("Insulting the officials");
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog).toBeHidden();
}
const console_ = (browser: Browser, query: string) =>
  signedIn(browser, SEEDED_SUPERADMIN, `/admin?${query}`);

test("a report goes from arrival to resolution, and the room sees the result live", async ({
  browser,
}) => {
  const staff = await console_(browser, "tab=messages&view=reported");
  await expect(staff.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const author = await fanInRoom(browser, ROOM);
  const reporter = await fanInRoom(browser, ROOM);
  const text = `ref is a clown ${uniqueSuffix()}`;
  await say(author.page, text);
  await report(reporter.page, text);

  // Arrives on the open console without a reload.
  await expect(staff.getByText(/New report in/)).toBeVisible();
  const item = staff
    .getByRole("listitem", { name: `Message by ${author.fan.username}` })
    .filter({ hasText: text });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(staff.getByText("Message deleted")).toBeVisible();

  await expect(messageLog(author.page).getByText(text)).toHaveCount(0);
  await expect(messageLog(reporter.page).getByText(text)).toHaveCount(0);

  // spec 001 §5: banning from the message list asks for confirmation first.
  await staff.getByRole("button", { name: "All messages" }).click();
  const deleted = staff
    .getByRole("listitem", { name: `Message by ${author.fan.username}` })
    .filter({ hasText: text });
  await deleted.getByRole("button", { name: "Ban author" }).click();
  const confirm = staff.getByRole("dialog", { name: `Ban ${author.fan.username}` });
  await expect(
    confirm.getByText(`Are you sure you want to ban ${author.fan.username}?`),
  ).toBeVisible();
  await confirm.getByLabel("Reason").fill("Abusing the officials");
  await confirm.getByRole("button", { name: "Ban user" }).click();
  await expect(confirm).toBeHidden();
  await expect(author.page).toHaveURL(/\/login/);
});

test("a moderator takes a fan's report from arrival to resolution on /moderation", async ({
  browser,
}) => {
  // /admin is superadmin only: mods judge the queues on /moderation, reached from the nav.
  const mod = await signedIn(browser, SEEDED_MOD, "/");
  await mod
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Moderation" })
    .click();
  await expect(mod.getByRole("heading", { name: "Moderation" })).toBeVisible();
  await expect(mod.getByRole("button", { name: "Reported", pressed: true })).toBeVisible();
  const author = await fanInRoom(browser, ROOM);
  const reporter = await fanInRoom(browser, ROOM);
  const text = `the ump is a fraud ${uniqueSuffix()}`;
  await say(author.page, text);
  await expect(messageLog(author.page).getByText(text)).toBeVisible();
  await report(reporter.page, text);

  // Arrives without a reload; a mod is offered a mute but no ban (admins and above ban).
  await expect(mod.getByText(/New report in/)).toBeVisible();
  const item = mod
    .getByRole("listitem", { name: `Message by ${author.fan.username}` })
    .filter({ hasText: text });
  await expect(item).toBeVisible();
  await expect(item.getByRole("button", { name: "Mute author" })).toBeVisible();
  await expect(item.getByRole("button", { name: "Ban author" })).toHaveCount(0);
  await item.getByRole("button", { name: "Details" }).click();
  const details = mod.getByRole("dialog", { name: "Message details" });
  await expect(
    details.getByText(`${reporter.fan.username}: Insulting the officials (pending)`),
  ).toBeVisible();
  await details.press("Escape");

  await item.getByRole("button", { name: "Delete" }).click();
  await expect(mod.getByText("Message deleted")).toBeVisible();
  await expect(item).toHaveCount(0);
  // The fan who reported it, and its author, see it gone at once.
  await expect(messageLog(reporter.page).getByText(text)).toHaveCount(0);
  await expect(messageLog(author.page).getByText(text)).toHaveCount(0);
});

test("a moderator deletes a message and mutes its author from the chat menu", async ({
  browser,
}) => {
  const author = await fanInRoom(browser, ROOM);
  const mod = await signedIn(browser, SEEDED_MOD, ROOM);
  await expect(composer(mod)).toBeVisible();
  const text = `refs are bought ${uniqueSuffix()}`;
  await say(author.page, text);
  const item = messageLog(mod).getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();

  await chooseMessageAction(mod, item, `Mute 1 h: ${author.fan.username}`);
  // Said in the chat's notice under the list, not inside the message's row.
  await expect(mod.getByText(`${author.fan.username} muted for 1 h`)).toBeVisible();
  await expect(item.getByText(`${author.fan.username} muted for 1 h`)).toHaveCount(0);
  // The muted fan's composer closes at once, before any send.
  await expect(composer(author.page)).toBeDisabled();
  await chooseMessageAction(mod, item, "History");
  const history = mod.getByRole("dialog", { name: `History of ${author.fan.username}` });
  await expect(history.getByText("Not banned · Muted", { exact: true })).toBeVisible();
  await history.press("Escape");

  mod.once("dialog", (dialog) => void dialog.accept());
  await chooseMessageAction(mod, item, "Delete");
  await expect(messageLog(author.page).getByText(text)).toHaveCount(0);
});

test("a fan appeals a blocked message and gets the answer live", async ({ browser }) => {
  const staff = await console_(browser, "tab=messages&view=appeals");
  await expect(staff.getByLabel("Appeal status")).toBeVisible();
  const { page, fan } = await fanInRoom(browser, ROOM);
  const text = `this ref is a f*cking idiot ${uniqueSuffix()}`;
  await say(page, text);
  const blocked = page.getByRole("dialog", { name: "Message Blocked" });
  await blocked.getByLabel("Why should this message be allowed?").fill("Quoting the crowd.");
  await blocked.getByRole("button", { name: "Submit Appeal" }).click();
  await expect(blocked.getByText(/appeal has been submitted/i)).toBeVisible();
  await blocked.press("Escape");

  const appeal = staff
    .getByRole("listitem", { name: `Appeal by ${fan.username}` })
    .filter({ hasText: text });
  await expect(appeal).toBeVisible();
  await appeal.getByLabel(`Response to ${fan.username}`).fill("Fair enough, restored.");
  await appeal.getByRole("button", { name: "Approve appeal" }).click();
  await expect(staff.getByText("Appeal approved")).toBeVisible();

  const decisions = page.getByRole("region", { name: "Appeal decisions" });
  await expect(decisions.getByText("Your appeal was approved")).toBeVisible();
  await expect(decisions.getByText("Moderator: Fair enough, restored.")).toBeVisible();
  await expect(messageLog(page).getByText(text)).toBeVisible();
});

test("a banned fan's open page loses its connection at once", async ({ browser }) => {
  const { page, fan } = await fanInRoom(browser, ROOM);
  const staff = await console_(browser, "tab=users");
  await staff.getByLabel("Search users").fill(fan.username);
  const row = staff.getByRole("listitem", { name: fan.username });
  await row.getByRole("button", { name: "Ban" }).click();
  const dialog = staff.getByRole("dialog", { name: `Ban ${fan.username}` });
  await dialog.getByLabel("Reason").fill("Repeated abuse");
  await dialog.getByRole("button", { name: "Ban user" }).click();
  await expect(row.getByText("Banned")).toBeVisible();

  // The server drops the fan's sockets and refuses the reconnect: the app signs them out.
  await expect(page).toHaveURL(/\/login/);
});

test("a lower quarantine threshold makes the filter hold what it let through", async ({
  browser,
}) => {
  const staff = await console_(browser, "tab=ai");
  try {
    await staff.getByRole("switch", { name: "AI moderation" }).click();
    await staff.getByRole("button", { name: "Save settings" }).click();
    await expect(staff.getByText("Moderation settings saved")).toBeVisible();
    const first = await fanInRoom(browser, ROOM);
    // Under every default line, over the flag line.
    await say(first.page, "you suck at fantasy");
    const shown = messageLog(first.page).getByRole("listitem").filter({ hasText: "you suck" });
    await expect(shown.last()).toBeVisible();
    await expect(shown.last().getByText("Held for review")).toHaveCount(0);

    const slider = staff.getByLabel("Quarantine threshold");
    await slider.focus();
    await slider.press("ArrowLeft");
    await slider.press("ArrowLeft");
    await expect(slider).toHaveValue("0.4");
    await staff.getByRole("button", { name: "Save settings" }).click();
    await expect(staff.getByText("Moderation settings saved")).toBeVisible();

    const second = await fanInRoom(browser, ROOM);
    await say(second.page, "you suck at fantasy");
    const held = messageLog(second.page).getByRole("listitem").filter({ hasText: "you suck" });
    await expect(held.last().getByText("Held for review")).toBeVisible();
  } finally {
    // The settings are global: put the §9 defaults back for the journeys that follow.
    const login = await staff.request.post("/api/auth/login", {
      data: { usernameOrEmail: SEEDED_SUPERADMIN.username, password: SEEDED_SUPERADMIN.password },
    });
    const { tokens } = (await login.json()) as { tokens: { accessToken: string } };
    await staff.request.put("/api/admin/ai-moderation/settings", {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
      data: DEFAULT_AI_MODERATION_SETTINGS,
    });
  }
});
