import type { Browser, Page } from "@playwright/test";
import { SEEDED_COACH } from "./seeded-users.ts";
import {
  bearerOf,
  composer,
  messageLog,
  newFan,
  registerViaApi,
  say,
  sidewaysOverflow,
  signInThroughForm,
  type Fan,
} from "./support.ts";
import { expect, test } from "./test.ts";
import { uniqueSuffix } from "../apps/server/src/test/unique-suffix.ts";

/**
 * Issue 11 journeys: a coach (seeded with a tier that may create teams) builds a team that needs
 * approval, shares it, a fan requests through the link, the coach approves on the Manage Members
 * tab, both chat live, the coach schedules a game, then mutes and blocks the fan from the same
 * tab — and the fan sees each decision.
 */

async function signedInPage(browser: Browser, fan: Fan, path: string): Promise<Page> {
  // The coach runs the team from a phone (390 px wide).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/login?next=${encodeURIComponent(path)}`);
  await signInThroughForm(page, fan);
  await page.waitForURL((url) => url.pathname === path);
  return page;
}

/** The coach's Manage Members tab of the team's edit page. */
async function manageMembers(coach: Page, teamId: string): Promise<void> {
  await coach.goto(`/custom/team/${teamId}/edit`);
  await coach.getByRole("tab", { name: /^Manage Members/ }).click();
}

async function createTeam(
  page: Page,
  name: string,
  { open = false }: { open?: boolean } = {},
): Promise<string> {
  await page.goto("/custom/create-team");
  await page.getByLabel("Team Name").fill(name);
  await page.getByLabel("Sport").selectOption("Basketball");
  await page.getByLabel("Location").fill("Austin, TX");
  // The create page's default: new members need the owner's approval (seed 001 §3).
  const approval = page.getByLabel("New members need my approval");
  await expect(approval).toBeChecked();
  if (open) await approval.uncheck();
  await page.getByRole("button", { name: "Create Team" }).click();
  // A new team opens in its room (seed 001 §2); the journey goes on from its team page.
  await page.waitForURL(/\/room\?customTeam=[0-9a-f-]{36}$/);
  const teamId = /customTeam=([0-9a-f-]{36})/.exec(page.url())![1]!;
  await page.goto(`/custom-team/${teamId}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return teamId;
}

test("a fan requests through the share link, is approved, chats with the coach, sees the game, then is muted and blocked", async ({
  browser,
}) => {
  const teamName = `Eastside ${uniqueSuffix()}`;
  const coach = await signedInPage(browser, SEEDED_COACH, "/custom");
  await coach.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const teamId = await createTeam(coach, teamName);

  // (a) Share: the link goes to the clipboard.
  await coach.getByRole("button", { name: "Share" }).click();
  await expect(coach.getByText("Share URL copied to clipboard!")).toBeVisible();
  const shareUrl = await coach.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(new RegExp(`/teams/join/join${teamId}$`));

  // A signed-out fan opens the link, signs in on it and asks to join.
  const fan = newFan();
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await registerViaApi(fanPage, fan);
  await fanPage.goto(new URL(shareUrl).pathname);
  await expect(fanPage.getByText("Please log in to join the team")).toBeVisible();
  await signInThroughForm(fanPage, fan);
  await fanPage.getByRole("button", { name: `Request to Join ${teamName}` }).click();
  await expect(
    fanPage.getByText("Join request submitted! Wait for team owner approval."),
  ).toBeVisible();

  // While waiting, the fan reads the (public) team room but may not post yet, and is told why.
  const room = `/room?customTeam=${teamId}`;
  await fanPage.goto(room);
  // The room is named after the team.
  await expect(fanPage.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(composer(fanPage)).toBeDisabled();
  await expect(fanPage.getByRole("region", { name: "Warnings" })).toContainText(
    "Join this team to post messages in its room.",
  );
  await expect(fanPage.getByRole("button", { name: "Request Pending" })).toBeDisabled();
  await expect(fanPage.getByText("1 online")).toBeVisible();

  // On the way, an unsaved edit asks before the tab changes: Cancel keeps it and the dialog
  // stays closed (focus on the tab that asked used to select it and ask again), Discard leaves.
  await coach.goto(`/custom/team/${teamId}/edit`);
  const nameField = coach.getByLabel("Team Name");
  await nameField.fill("Unsaved new name");
  const membersTab = coach.getByRole("tab", { name: /^Manage Members/ });
  await membersTab.click();
  const discard = coach.getByRole("dialog", { name: "Discard unsaved changes?" });
  await discard.getByRole("button", { name: "Cancel" }).click();
  await expect(discard).toBeHidden();
  await coach.waitForTimeout(500);
  await expect(discard).toBeHidden();
  await expect(nameField).toHaveValue("Unsaved new name");
  await membersTab.click();
  await discard.getByRole("button", { name: "Discard Changes" }).click();

  // The coach approves on the Manage Members tab; the fan is told at once and may post.
  const request = coach.getByRole("listitem", { name: `Request from ${fan.username}` });
  await request.getByRole("button", { name: "Approve" }).click();
  await expect(coach.getByText(`Approved ${fan.username}'s request.`)).toBeVisible();
  const notices = fanPage.getByRole("region", { name: "Team notifications" });
  await expect(notices.getByRole("link", { name: "Open the team room" })).toBeVisible();
  await expect(composer(fanPage)).toBeEnabled();

  // Both chat in the team room and see each other live.
  await coach.goto(room);
  await say(fanPage, "Glad to be on the team");
  await expect(messageLog(coach).getByText("Glad to be on the team")).toBeVisible();
  await say(coach, "Welcome aboard, practice is Sunday");
  await expect(messageLog(fanPage).getByText("Welcome aboard, practice is Sunday")).toBeVisible();

  // (b) The coach schedules a game from the team page; its page shows the status.
  await coach.goto(`/custom-team/${teamId}`);
  await coach.getByRole("link", { name: "Create Game" }).click();
  await coach.getByLabel("Opponent", { exact: true }).fill("Westside Dunkers");
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T18:30`;
  await coach.getByLabel("Date & Time").fill(local);
  await coach.getByLabel("Location").fill("Zilker Park Court 2");
  await coach.getByRole("button", { name: "Create Game" }).click();
  await expect(
    coach.getByRole("heading", { level: 1, name: `${teamName} vs Westside Dunkers` }),
  ).toBeVisible();
  await expect(coach.getByText("Scheduled")).toBeVisible();
  // The coach moves it to another court; saving opens the game again.
  await coach.getByRole("link", { name: "Edit Game" }).click();
  await expect(coach.getByLabel("Location")).toHaveValue("Zilker Park Court 2");
  await coach.getByLabel("Location").fill("Pease Park");
  await coach.getByRole("button", { name: "Save Changes" }).click();
  await expect(coach.getByText("Pease Park")).toBeVisible();
  await expect(coach.getByText("Scheduled")).toBeVisible();
  await coach.getByRole("link", { name: "Open Game Chat" }).click();
  await expect(coach.getByRole("heading", { name: "Game Management" })).toBeVisible();
  await expect(coach.getByRole("link", { name: "Edit Game" })).toBeVisible();
  await coach.goto(`/custom-team/${teamId}`);
  await expect(coach.getByRole("heading", { name: "Games (1)" })).toBeVisible();

  // (c) Muted from the Manage Members tab: the fan's open room closes the composer at once,
  // says until when, and still shows the chat.
  await manageMembers(coach, teamId);
  const actions = coach.getByRole("group", { name: `Actions for ${fan.username}` });
  await actions.getByRole("button", { name: "Mute" }).click();
  const muteDialog = coach.getByRole("dialog", { name: `Mute ${fan.username}` });
  await muteDialog.getByLabel("Reason (optional)").fill("Cool off");
  await muteDialog.getByRole("button", { name: "Mute Member" }).click();
  await expect(actions.getByRole("button", { name: "Unmute" })).toBeVisible();
  await expect(composer(fanPage)).toBeDisabled();
  const warnings = fanPage.getByRole("region", { name: "Warnings" });
  await expect(warnings).toContainText(
    "You are currently muted in this team and cannot post messages.",
  );
  await expect(warnings).toContainText("Muted until");
  await expect(messageLog(fanPage).getByText("Welcome aboard, practice is Sunday")).toBeVisible();

  // Blocked after a confirmation: the room is closed to them.
  await actions.getByRole("button", { name: "Block" }).click();
  const blockDialog = coach.getByRole("dialog", { name: `Block ${fan.username}?` });
  await blockDialog.getByRole("button", { name: "Block Member" }).click();
  await expect(actions.getByRole("button", { name: "Unblock" })).toBeVisible();
  await fanPage.reload();
  await expect(fanPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(fanPage.getByText("You have been blocked from this team.")).toBeVisible();
});

test("a fan reading an open team's room joins it from the room and posts at once", async ({
  browser,
}) => {
  const teamName = `Open Court ${uniqueSuffix()}`;
  const coach = await signedInPage(browser, SEEDED_COACH, "/custom");
  const teamId = await createTeam(coach, teamName, { open: true });
  const fan = newFan();
  // On a phone: the notice must not cover the message box (browser QA).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const fanPage = await phone.newPage();
  await registerViaApi(fanPage, fan);
  const room = `/room?customTeam=${teamId}`;
  await fanPage.goto(`/login?next=${encodeURIComponent(room)}`);
  await signInThroughForm(fanPage, fan);
  await expect(fanPage.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(composer(fanPage)).toBeDisabled();
  await fanPage.getByRole("button", { name: "Join Team" }).click();
  // The toast itself (Radix also copies its words into a hidden announcer).
  const notice = fanPage.locator("li", { hasText: "Successfully Joined Team!" });
  await expect(notice).toBeVisible();
  await expect(fanPage.getByRole("button", { name: "Join Team" })).toBeHidden();
  await expect(composer(fanPage)).toBeEnabled();
  const [toast, box] = [await notice.boundingBox(), await composer(fanPage).boundingBox()];
  expect(toast!.y + toast!.height, "the notice sits above the message box").toBeLessThan(box!.y);
  await say(fanPage, "Just joined, lets run it");
  await coach.goto(room);
  await expect(messageLog(coach)).toContainText("Just joined, lets run it");
});

test("a 40-character name without a space never makes a phone page scroll sideways (found by a UX audit)", async ({
  browser,
}) => {
  const teamName = `Northwestsidecommunityhoops${uniqueSuffix()}`.slice(0, 40);
  const coach = await signedInPage(browser, SEEDED_COACH, "/custom");
  const teamId = await createTeam(coach, teamName);
  for (const path of [
    "/custom",
    "/custom/manage",
    `/custom-team/${teamId}`,
    `/custom/team/${teamId}/edit`,
    `/teams/join/join${teamId}`,
  ]) {
    await coach.goto(path);
    await expect(coach.getByText(teamName).first()).toBeVisible();
    expect(await sidewaysOverflow(coach), path).toBeLessThanOrEqual(0);
  }

  // A fan's display name as long and unbroken, on their public profile.
  const fan = newFan();
  const fanPage = await (await browser.newContext()).newPage();
  await registerViaApi(fanPage, fan);
  const displayName = "W".repeat(20) + "w".repeat(20);
  const saved = await fanPage.request.put("/api/user/profile", {
    headers: await bearerOf(fanPage, fan),
    data: { displayName },
  });
  expect(saved.status()).toBe(200);
  await coach.goto(`/profile?username=${fan.username}`);
  await expect(coach.getByText(displayName).first()).toBeVisible();
  expect(await sidewaysOverflow(coach)).toBeLessThanOrEqual(0);
});
