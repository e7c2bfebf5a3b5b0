import { expect, test, type Browser, type Page } from "@playwright/test";
import { newFan, registerViaApi, signInThroughForm, type Fan } from "./support.ts";

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
  const room = `/room?teamroom=${(Date.now() % 90000) + 100}`;
  const author = await signedIn(browser, room);
  await author.page.getByRole("textbox", { name: "Message" }).fill("Damn, what a game");
  await author.page.keyboard.press("Enter");
  const log = (page: Page) => page.getByRole("log", { name: "Messages" });
  await expect(log(author.page).getByText("Damn, what a game")).toBeVisible();

  const reader = await signedIn(browser, "/profile?tab=wordReplacements");
  await reader.page.getByRole("button", { name: "Import Defaults" }).click();
  await expect(reader.page.getByText("d***", { exact: true }).first()).toBeVisible();
  await reader.page.goto(room);
  await expect(log(reader.page).getByText("Dang, what a game")).toBeVisible();
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
