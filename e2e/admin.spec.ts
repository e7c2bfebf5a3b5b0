import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";
import { roomUrl } from "@huddle/contracts/rules/room";
import { SEEDED_MOD, SEEDED_SUPERADMIN } from "./seeded-users.ts";
import { newFan, registerViaApi, signInThroughForm, type Fan } from "./support.ts";

// Issue 13: the admin console's journeys. /admin is superadmin only (seed 001 §6), so the staff
// member at the console is the seeded superadmin.
const ROOM = roomUrl({ type: "league", league: "nba" });

async function signedIn(browser: Browser, fan: Fan, path: string, isNew: boolean): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (isNew) await registerViaApi(page, fan);
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, fan);
  return page;
}

async function fanInRoom(browser: Browser): Promise<{ page: Page; fan: Fan }> {
  const fan = newFan();
  const page = await signedIn(browser, fan, ROOM, true);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  return { page, fan };
}

async function say(page: Page, text: string): Promise<void> {
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.keyboard.press("Enter");
}

const messages = (page: Page) => page.getByRole("log", { name: "Messages" });
const console_ = (browser: Browser, query: string) =>
  signedIn(browser, SEEDED_SUPERADMIN, `/admin?${query}`, false);

test("a report goes from arrival to resolution, and the room sees the result live", async ({
  browser,
}) => {
  const staff = await console_(browser, "tab=messages&view=reported");
  await expect(staff.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  const author = await fanInRoom(browser);
  const reporter = await fanInRoom(browser);
  const text = `ref is a clown ${randomUUID().slice(0, 6)}`;
  await say(author.page, text);
  const seen = messages(reporter.page).getByRole("listitem").filter({ hasText: text });
  await expect(seen).toBeVisible();

  await seen.hover();
  await seen.getByRole("button", { name: "Report" }).click();
  const dialog = reporter.page.getByRole("dialog", { name: "Report message" });
  await dialog.getByRole("textbox").fill("Insulting the officials");
  await dialog.getByRole("button", { name: "Report" }).click();
  await expect(dialog).toBeHidden();

  // Arrives on the open console without a reload.
  await expect(staff.getByText(/New report in/)).toBeVisible();
  const item = staff
    .getByRole("listitem", { name: `Message by ${author.fan.username}` })
    .filter({ hasText: text });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(staff.getByText("Message deleted")).toBeVisible();

  await expect(messages(author.page).getByText(text)).toHaveCount(0);
  await expect(messages(reporter.page).getByText(text)).toHaveCount(0);
});

test("a moderator deletes a message and mutes its author from the chat menu", async ({
  browser,
}) => {
  const author = await fanInRoom(browser);
  const mod = await signedIn(browser, SEEDED_MOD, ROOM, false);
  await expect(mod.getByRole("textbox", { name: "Message" })).toBeVisible();
  const text = `refs are bought ${randomUUID().slice(0, 6)}`;
  await say(author.page, text);
  const item = messages(mod).getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();

  await item.hover();
  await item.getByRole("button", { name: "Mute", exact: true }).click();
  await item.getByRole("button", { name: `Mute 1 h: ${author.fan.username}` }).click();
  await expect(item.getByText(`${author.fan.username} muted for 1 h`)).toBeVisible();
  await item.getByRole("button", { name: "History" }).click();
  const history = mod.getByRole("dialog", { name: `History of ${author.fan.username}` });
  await expect(history.getByText("Not banned · Muted", { exact: true })).toBeVisible();
  await history.press("Escape");

  mod.once("dialog", (dialog) => void dialog.accept());
  await item.hover();
  await item.getByRole("button", { name: "Delete" }).click();
  await expect(messages(author.page).getByText(text)).toHaveCount(0);
});

test("a fan appeals a blocked message and gets the answer live", async ({ browser }) => {
  const staff = await console_(browser, "tab=messages&view=appeals");
  await expect(staff.getByLabel("Appeal status")).toBeVisible();
  const { page, fan } = await fanInRoom(browser);
  const text = `this ref is a f*cking idiot ${randomUUID().slice(0, 4)}`;
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
  await expect(messages(page).getByText(text)).toBeVisible();
});

test("a banned fan's open page loses its connection at once", async ({ browser }) => {
  const { page, fan } = await fanInRoom(browser);
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
    const first = await fanInRoom(browser);
    await say(first.page, "you suck");
    const shown = messages(first.page).getByRole("listitem").filter({ hasText: "you suck" });
    await expect(shown.last()).toBeVisible();
    await expect(shown.last().getByText("Held for review")).toHaveCount(0);

    const slider = staff.getByLabel("Quarantine threshold");
    await slider.focus();
    await slider.press("ArrowLeft");
    await slider.press("ArrowLeft");
    await expect(slider).toHaveValue("0.4");
    await staff.getByRole("button", { name: "Save settings" }).click();
    await expect(staff.getByText("Moderation settings saved")).toBeVisible();

    const second = await fanInRoom(browser);
    await say(second.page, "you suck");
    const held = messages(second.page).getByRole("listitem").filter({ hasText: "you suck" });
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
