import { newFan, registerViaApi, signInThroughForm } from "./support.ts";
import { expect, test } from "./test.ts";

test("a fan registers, signs in, stays signed in across a reload and signs out", async ({
  page,
}) => {
  const fan = newFan();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Sports-Only Chat Platform" })).toBeVisible();

  await page.getByRole("button", { name: "Register" }).click();
  await page.getByLabel("Username").fill(fan.username);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByLabel("Confirm password").fill(fan.password);
  await expect(page.getByText("Username is available")).toBeVisible();
  await page.getByRole("checkbox").click();
  await page.getByRole("button", { name: "I Accept These Terms" }).click();
  await expect(page.getByRole("checkbox")).toBeChecked();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Account Created!" })).toBeVisible();
  // Announced too: the panel's live region (present before) now holds the news.
  await expect(page.getByRole("status").filter({ hasText: "Account Created!" })).toHaveCount(1);
  await page.getByRole("button", { name: "Sign In Now" }).click();

  await signInThroughForm(page, fan);
  await expect(page.getByRole("heading", { name: new RegExp(fan.username) })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  await expect(page.getByRole("heading", { name: new RegExp(fan.username) })).toBeVisible();

  await page.getByRole("button", { name: fan.username }).click();
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { name: "Sports-Only Chat Platform" })).toBeVisible();
});

test("a signed-out visit to /profile goes through sign-in and lands back on /profile", async ({
  page,
}) => {
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)profile$/);
  await signInThroughForm(page, fan);
  await expect(page).toHaveURL(/\/profile$/);
});

test("the login form shows the spec's text for a wrong password", async ({ page }) => {
  const fan = newFan();
  await registerViaApi(page, fan);
  await page.goto("/login");
  await signInThroughForm(page, { ...fan, password: "Wrong-password1" });
  await expect(
    page.getByText("Incorrect password. Please check your password and try again."),
  ).toBeVisible();
});

test("an error that appears when a field loses focus does not move the terms box from under the click", async ({
  page,
}) => {
  const fan = newFan();
  await page.goto("/login");
  await page.getByRole("button", { name: "Register" }).click();
  await page.getByLabel("Username").fill(fan.username);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password", { exact: true }).fill(fan.password);
  await page.getByLabel("Confirm password").fill(`${fan.password}x`);
  // The click blurs the confirmation, whose mismatch error then renders above the box.
  await page.getByRole("checkbox").click();
  await expect(page.getByRole("button", { name: "I Accept These Terms" })).toBeVisible();
});
