import type { Browser, Page } from "@playwright/test";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { roomUrl } from "@huddle/contracts/rules/room";
import {
  chooseMessageAction,
  newFan,
  registerViaApi,
  signInThroughForm,
  type Fan,
} from "./support.ts";
import { expect, test } from "./test.ts";

/** A signed-in fan in their own browser context, already in `roomPath`. */
async function fanInRoom(browser: Browser, roomPath: string): Promise<{ page: Page; fan: Fan }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto(`/login?next=${encodeURIComponent(roomPath)}`);
  await signInThroughForm(page, fan);
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  return { page, fan };
}

const messages = (page: Page) => page.getByRole("log", { name: "Messages" });

test("two fans in one room exchange messages live, and edits and deletes reach the other", async ({
  browser,
}) => {
  // A real team: rooms exist only for ids in the sports tables (docs/decisions.md).
  const room = roomUrl({ type: "team", teamId: huddleTeamId("nfl", "12") });
  const alice = await fanInRoom(browser, room);
  const bob = await fanInRoom(browser, room);
  // Unique per run, so a retry in the same room finds only this run's messages.
  const run = `#${alice.fan.username.slice(4)}`;
  const claim = `Defense wins championships ${run}`;
  const reply = `Not with that secondary ${run}`;
  const edit = `Defense wins titles ${run}`;

  await alice.page.getByRole("textbox", { name: "Message" }).fill(claim);
  await alice.page.keyboard.press("Enter");
  await expect(messages(bob.page).getByText(claim)).toBeVisible();

  await bob.page.getByRole("textbox", { name: "Message" }).fill(reply);
  await bob.page.keyboard.press("Enter");
  await expect(messages(alice.page).getByText(reply)).toBeVisible();

  const own = messages(alice.page).getByRole("listitem").filter({ hasText: claim });
  await chooseMessageAction(alice.page, own, "Edit");
  const editBox = alice.page.getByRole("textbox", { name: "Edit message" });
  await editBox.fill(edit);
  await editBox.press("Enter");
  await expect(messages(bob.page).getByText(edit)).toBeVisible();

  alice.page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this message?");
    void dialog.accept();
  });
  const edited = messages(alice.page).getByRole("listitem").filter({ hasText: edit });
  await chooseMessageAction(alice.page, edited, "Delete");
  await expect(messages(bob.page).getByText(edit)).toHaveCount(0);

  // A half-typed message survives a reload of the tab (docs/decisions.md: unsent messages).
  await bob.page.getByRole("textbox", { name: "Message" }).fill("Half a thought about the");
  await bob.page.reload();
  await expect(bob.page.getByRole("textbox", { name: "Message" })).toHaveValue(
    "Half a thought about the",
  );
});

test("a profane message opens Message Blocked and the appeal is submitted", async ({ browser }) => {
  const { page } = await fanInRoom(browser, roomUrl({ type: "league", league: "nba" }));
  await page.getByRole("textbox", { name: "Message" }).fill("this ref is a f*cking idiot");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Message Blocked" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/24-48 hours/)).toBeVisible();
  await dialog.getByLabel("Why should this message be allowed?").fill("I was quoting the crowd.");
  await dialog.getByRole("button", { name: "Submit Appeal" }).click();
  await expect(dialog.getByText(/appeal has been submitted/i)).toBeVisible();
});
