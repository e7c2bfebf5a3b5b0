import type { Page } from "@playwright/test";
import { roomUrl } from "@huddle/contracts/rules/room";
import type { Game } from "@huddle/contracts/sports";
import { bearerOf, fanAt, fanInRoom, messageLog, say, type Fan } from "./support.ts";
import { expect, test } from "./test.ts";

async function anyGame(page: Page, fan: Fan): Promise<Game> {
  const headers = await bearerOf(page, fan);
  const res = await page.request.get("/api/sports/games?status=scheduled", { headers });
  const game = ((await res.json()).games as Game[])[0];
  expect(game).toBeDefined();
  return game!;
}

test("a fan with a 15 s spoiler delay sees the other fan's messages 15 s later; their own go out at once", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const scout = await fanAt(browser, "/");
  const game = await anyGame(scout.page, scout.fan);
  const room = roomUrl({ type: "game", gameId: game.id, league: game.league });
  const delayed = await fanInRoom(browser, room);
  const live = await fanInRoom(browser, room);

  // Unique per attempt: a retry lands in the same room, next to the first attempt's messages.
  const tag = live.fan.username.slice(4);
  const touchdown = `Touchdown, what a catch #${tag}`;
  const onTheDrive = `Still on the drive here #${tag}`;
  const extraPoint = `Extra point is good #${tag}`;

  const control = delayed.page.getByRole("combobox", { name: "Spoiler delay" });
  await control.selectOption("15 s");
  await expect(delayed.page.getByText("Delayed 15 s")).toBeVisible();

  const sentAt = Date.now();
  await say(live.page, touchdown);
  await expect(messageLog(live.page).getByText(touchdown)).toBeVisible();
  // Not yet for the delayed fan...
  await delayed.page.waitForTimeout(5_000);
  await expect(messageLog(delayed.page).getByText(touchdown)).toHaveCount(0);

  // ...while their own message goes out at once, to both screens.
  await say(delayed.page, onTheDrive);
  await expect(messageLog(delayed.page).getByText(onTheDrive)).toBeVisible();
  await expect(messageLog(live.page).getByText(onTheDrive)).toBeVisible();

  // 15 s after it was sent, it arrives, after nothing it followed.
  await expect(messageLog(delayed.page).getByText(touchdown)).toBeVisible({
    timeout: 20_000,
  });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(14_000);

  // The delay is kept for the room; turning it off shows what waited at once.
  await delayed.page.reload();
  await expect(delayed.page.getByText("Delayed 15 s")).toBeVisible();
  await say(live.page, extraPoint);
  await expect(messageLog(live.page).getByText(extraPoint)).toBeVisible();
  await delayed.page.getByRole("combobox", { name: "Spoiler delay" }).selectOption("Off");
  await expect(delayed.page.getByText(/Delayed/)).toHaveCount(0);
  // Well inside the 15 s it would otherwise wait, with room for a loaded machine.
  await expect(messageLog(delayed.page).getByText(extraPoint)).toBeVisible({
    timeout: 8_000,
  });
});
