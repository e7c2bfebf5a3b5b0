import type { Browser, Page } from "@playwright/test";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { roomUrl } from "@huddle/contracts/rules/room";
import { messageLog, newFan, registerViaApi, say, signInThroughForm, type Fan } from "./support.ts";
import { expect, test } from "./test.ts";

async function signedIn(browser: Browser, next = "/"): Promise<{ page: Page; fan: Fan }> {
  const page = await (await browser.newContext()).newPage();
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await signInThroughForm(page, fan);
  await expect(page).toHaveURL(new RegExp(next.replace(/[?]/g, "\\?") + "$"));
  return { page, fan };
}

test("importing the default word filters changes what the chat shows", async ({ browser }) => {
  const room = roomUrl({ type: "team", teamId: huddleTeamId("nba", "2") });
  const author = await signedIn(browser, room);
  await say(author.page, "Damn, what a game");
  await expect(messageLog(author.page).getByText("Damn, what a game")).toBeVisible();

  const reader = await signedIn(browser, "/profile?tab=wordReplacements");
  await reader.page.getByRole("button", { name: "Import Defaults" }).click();
  await expect(reader.page.getByText("d***", { exact: true }).first()).toBeVisible();
  await reader.page.goto(room);
  await expect(messageLog(reader.page).getByText("Dang, what a game")).toBeVisible();
});

test("a fan follows and then blocks another fan from their public profile", async ({ browser }) => {
  const other = newFan();
  const { page } = await signedIn(browser);
  await registerViaApi(page, other);
  await page.goto(`/profile?username=${other.username}`);
  await expect(page.getByText(`@${other.username}`)).toBeVisible();

  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Unfollow" })).toBeVisible();

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`Are you sure you want to block ${other.username}?`);
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Block", exact: true }).click();
  await expect(page.getByText("You have blocked this user")).toBeVisible();
  await expect(page.getByRole("button", { name: "Follow", exact: true })).toBeDisabled();

  await page.goto("/profile?username=nobody_by_that_name");
  await expect(page.getByText("Profile not found")).toBeVisible();
});

test("the settings tabs follow ?tab=, including follow → Following", async ({ browser }) => {
  const { page } = await signedIn(browser, "/profile?tab=follow");
  await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Following" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/tab=notifications/);
});

test("the General form saves, keeps its limits and reports a failed save", async ({ browser }) => {
  const { page, fan } = await signedIn(browser, "/profile");
  const displayName = page.getByLabel("Display Name");
  await expect(page.getByLabel("Username")).toHaveValue(fan.username);

  await displayName.fill("Gridiron Gus");
  await page.getByLabel("Bio").fill("Season ticket holder.");
  await page.getByRole("textbox", { name: "Location" }).fill("Kansas City");
  await page.getByLabel("Favorite Team").fill("Kansas City Chiefs");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully.")).toBeVisible();
  await page.reload();
  await expect(displayName).toHaveValue("Gridiron Gus");
  await expect(page.getByLabel("Bio")).toHaveValue("Season ticket holder.");
  await expect(page.getByRole("textbox", { name: "Location" })).toHaveValue("Kansas City");

  // spec 000 §5: display name stops at 50 characters; a 2-letter username cannot be saved.
  await displayName.fill("x".repeat(60));
  await expect(displayName).toHaveValue("x".repeat(50));
  await expect(page.getByText("50/50")).toBeVisible();
  await page.getByLabel("Username").fill("ab");
  await expect(page.getByText("Username must be at least 3 characters")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeDisabled();

  await page.getByLabel("Username").fill(fan.username);
  await page.route("**/api/user/profile", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 500, json: { error: "boom" } })
      : route.fallback(),
  );
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Failed to update profile. Please try again.")).toBeVisible();
});

test("a fan finds a team on the Following tab and sees it among followed teams", async ({
  browser,
}) => {
  const { page } = await signedIn(browser, "/profile?tab=following");
  const followed = page.getByRole("list", { name: "Followed teams" });
  await page.getByLabel("Search teams").fill("Kansas City Chiefs");
  const results = page.getByRole("list", { name: "Team results" });
  await results.getByRole("button", { name: "Follow Kansas City Chiefs", exact: true }).click();
  await expect(followed.getByText("Kansas City Chiefs")).toBeVisible();
  // Followed teams drop out of the search results.
  await expect(
    page.getByRole("button", { name: "Follow Kansas City Chiefs", exact: true }),
  ).toHaveCount(0);
  await page.reload();
  await expect(followed.getByText("Kansas City Chiefs")).toBeVisible();
});

test("the Notifications tab: master switch, email frequency, game-start minutes and a rule", async ({
  browser,
}) => {
  const { page } = await signedIn(browser, "/profile?tab=notifications");
  const master = page.getByRole("switch", { name: "Enable notifications" });
  const email = page.getByRole("switch", { name: "Email notifications" });
  const push = page.getByRole("switch", { name: "Push notifications" });
  await expect(master).toBeChecked();

  await master.click();
  await expect(master).not.toBeChecked();
  await expect(email).not.toBeChecked();
  await expect(email).toBeDisabled();
  await expect(push).not.toBeChecked();
  // Back on, the earlier email and push choices return.
  await master.click();
  await expect(master).toBeChecked();
  await expect(email).toBeChecked();
  await expect(push).toBeChecked();
  // With push back on this browser registers again, and headless Chromium refuses the
  // permission. Wait for that notice: arriving late it would replace the one asserted next.
  await expect(
    page.getByText("Failed to register for push notifications: Notification permission denied"),
  ).toBeVisible();

  await page.getByRole("radio", { name: "Monthly" }).check();
  await page.getByRole("button", { name: "Save Email Preferences" }).click();
  await expect(page.getByText("Email preferences saved.")).toBeVisible();

  const minutes = page.getByLabel("Game start notice (minutes before)");
  await minutes.fill("7");
  await expect(page.getByRole("button", { name: "Save Push Preferences" })).toBeDisabled();
  await minutes.fill("45");
  await page.getByRole("button", { name: "Save Push Preferences" }).click();
  await expect(page.getByText("Push preferences saved.")).toBeVisible();

  await page.getByRole("button", { name: "Saturday digest" }).click();
  await expect(page.getByLabel("Rule name")).toHaveValue("Saturday digest");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("Notification rule created.")).toBeVisible();
  const rules = page.getByRole("list", { name: "Notification rules" });
  await expect(rules.getByRole("switch", { name: "Saturday digest" })).toBeChecked();

  await page.reload();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(minutes).toHaveValue("45");
  await expect(rules.getByRole("switch", { name: "Saturday digest" })).toBeVisible();
});
