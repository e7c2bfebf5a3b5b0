import type { Page } from "@playwright/test";
import { huddleTeamId } from "@huddle/contracts/sports-leagues";
import { roomSlug, roomUrl } from "@huddle/contracts/rules/room";
import { composer, fanInRoom, messageLog, say } from "./support.ts";
import { expect, test } from "./test.ts";

test("one fan reacts and @mentions, the other sees the reaction live and gets the mention badge", async ({
  browser,
}) => {
  const room = roomUrl({ type: "team", teamId: huddleTeamId("nfl", "14") });
  const alice = await fanInRoom(browser, room);
  const bob = await fanInRoom(browser, room);
  // Unique per run, so a retry or --repeat-each in the same room finds only this one.
  const stop = `Huge fourth-down stop #${alice.fan.username.slice(4)}`;

  await say(alice.page, stop);
  const stopForBob = messageLog(bob.page).getByRole("listitem").filter({ hasText: stop });
  await expect(stopForBob).toBeVisible();

  // A message without reactions has no reaction row: its ⋯ button is its only control.
  await expect(stopForBob.getByRole("list", { name: "Reactions" })).toHaveCount(0);
  await expect(stopForBob.getByRole("button")).toHaveCount(1);

  // Bob reacts with 🔥 by keyboard: ⋯, then 'Add reaction' (first in the menu), then the set.
  await stopForBob.getByRole("button", { name: /^Message actions/ }).focus();
  await bob.page.keyboard.press("Enter");
  await expect(bob.page.getByRole("menuitem", { name: "Add reaction" })).toBeFocused();
  await bob.page.keyboard.press("ArrowRight");
  await expect(bob.page.getByRole("menuitemcheckbox", { name: "thumbs up" })).toBeFocused();
  await bob.page.keyboard.press("ArrowDown");
  await expect(bob.page.getByRole("menuitemcheckbox", { name: "fire" })).toBeFocused();
  await bob.page.keyboard.press("Enter");
  await expect(
    stopForBob.getByRole("button", { name: /^fire: 1 reaction, including yours/ }),
  ).toHaveAttribute("aria-pressed", "true");

  // Alice sees it at once, not pressed for her, and who reacted on hover.
  const stopForAlice = messageLog(alice.page).getByRole("listitem").filter({ hasText: stop });
  const fire = stopForAlice.getByRole("button", { name: /^fire: 1 reaction\. React with fire/ });
  await expect(fire).toHaveAttribute("aria-pressed", "false");
  await fire.hover();
  await expect(stopForAlice.getByRole("tooltip")).toHaveText(bob.fan.username);

  // Alice's room notification level, from the room header.
  const level = alice.page.getByRole("combobox", { name: "Notifications" });
  await level.selectOption("Mentions only");
  await expect(level).toHaveValue("mentions");

  // Bob mentions Alice through the composer's suggestions (she is online in the room).
  const bobBox = composer(bob.page);
  await bobBox.fill("");
  await bobBox.pressSequentially(`Great read @${alice.fan.username.slice(0, 6)}`);
  const option = bob.page.getByRole("option", { name: new RegExp(alice.fan.username) });
  await expect(option).toContainText("In this room");
  await bob.page.keyboard.press("Enter");
  await expect(bobBox).toHaveValue(`Great read @${alice.fan.username} `);
  await bobBox.pressSequentially("!");
  await bob.page.keyboard.press("Enter");

  // Alice gets the badge and sees her name highlighted in the message.
  const badge = alice.page.getByRole("button", { name: "Mentions, 1 unread" });
  await expect(badge).toBeVisible();
  const mentionForAlice = messageLog(alice.page).locator(`[data-mention="${alice.fan.username}"]`);
  await expect(mentionForAlice).toBeVisible();
  await badge.click();
  const panel = alice.page.getByRole("region", { name: "Mentions" });
  await expect(panel).toContainText(bob.fan.username);
  await expect(panel).toContainText(`Great read @${alice.fan.username} !`);
  await expect(alice.page.getByRole("button", { name: "Mentions", exact: true })).toBeVisible();
});

/** Posts as the signed-in fan of `page`, waiting out the send limit when it answers 429. */
async function postAs(page: Page, slug: string, messageText: string): Promise<string> {
  for (;;) {
    const answer = await page.evaluate(
      async ([room, text]) => {
        const res = await fetch(`/api/chat/rooms/${room}/messages`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${localStorage.getItem("accessToken")}`,
          },
          body: JSON.stringify({ messageText: text }),
        });
        return { status: res.status, body: (await res.json()) as { message?: { id: string } } };
      },
      [slug, messageText] as const,
    );
    if (answer.status === 201) return answer.body.message!.id;
    expect(answer.status).toBe(429);
    await page.waitForTimeout(1_000);
  }
}

test("a reaction on an earlier message keeps a reader at the bottom on the newest one", async ({
  browser,
}) => {
  const teamId = huddleTeamId("nfl", "16");
  const room = roomUrl({ type: "team", teamId });
  const alice = await fanInRoom(browser, room);
  const bob = await fanInRoom(browser, room);
  const slug = roomSlug({ type: "team", teamId });
  const tag = bob.fan.username.slice(4);
  const ids: string[] = [];
  for (let n = 1; n <= 14; n += 1) ids.push(await postAs(bob.page, slug, `Drive ${n} #${tag}`));
  const log = messageLog(alice.page);
  const newest = log.getByRole("listitem").filter({ hasText: `Drive 14 #${tag}` });
  await expect(newest).toBeVisible();

  // Bob reacts to the one before the newest: its new reaction row makes that row taller.
  await bob.page.evaluate(async (id) => {
    await fetch(`/api/chat/messages/${id}/reactions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${localStorage.getItem("accessToken")}`,
      },
      body: JSON.stringify({ emoji: "🔥" }),
    });
  }, ids.at(-2)!);
  const previous = log.getByRole("listitem").filter({ hasText: `Drive 13 #${tag}` });
  await expect(previous.getByRole("list", { name: "Reactions" })).toBeVisible();

  await expect(async () => {
    const [box, item] = await Promise.all([log.boundingBox(), newest.boundingBox()]);
    expect(item!.y + item!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
  }).toPass({ timeout: 3_000 });
});
