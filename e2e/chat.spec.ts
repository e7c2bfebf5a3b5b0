import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { roomUrl } from "@huddle/contracts/rules/room";
import { chooseMessageAction, composer, fanInRoom, messageLog, say } from "./support.ts";
import { expect, test } from "./test.ts";

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

  await say(alice.page, claim);
  await expect(messageLog(bob.page).getByText(claim)).toBeVisible();

  await say(bob.page, reply);
  await expect(messageLog(alice.page).getByText(reply)).toBeVisible();

  const own = messageLog(alice.page).getByRole("listitem").filter({ hasText: claim });
  await chooseMessageAction(alice.page, own, "Edit");
  const editBox = alice.page.getByRole("textbox", { name: "Edit message" });
  await editBox.fill(edit);
  await editBox.press("Enter");
  await expect(messageLog(bob.page).getByText(edit)).toBeVisible();

  alice.page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Are you sure you want to delete this message?");
    void dialog.accept();
  });
  const edited = messageLog(alice.page).getByRole("listitem").filter({ hasText: edit });
  await chooseMessageAction(alice.page, edited, "Delete");
  await expect(messageLog(bob.page).getByText(edit)).toHaveCount(0);

  // A half-typed message survives a reload of the tab (docs/decisions.md: unsent messages).
  await composer(bob.page).fill("Half a thought about the");
  await bob.page.reload();
  await expect(composer(bob.page)).toHaveValue("Half a thought about the");
});

test("a profane message opens Message Blocked and the appeal is submitted", async ({ browser }) => {
  const { page } = await fanInRoom(browser, roomUrl({ type: "league", league: "nba" }));
  await say(page, "this ref is a f*cking idiot");
  const dialog = page.getByRole("dialog", { name: "Message Blocked" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/24-48 hours/)).toBeVisible();
  await dialog.getByLabel("Why should this message be allowed?").fill("I was quoting the crowd.");
  await dialog.getByRole("button", { name: "Submit Appeal" }).click();
  await expect(dialog.getByText(/appeal has been submitted/i)).toBeVisible();
});
