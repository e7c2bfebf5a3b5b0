import { latestMailedLink, newFan, registerViaApi, signInThroughForm } from "./support.ts";
import { expect, test } from "./test.ts";

test("a fan resets a forgotten password from the emailed link and signs in with it", async ({
  page,
}) => {
  const fan = newFan();
  await registerViaApi(page, fan);

  await page.goto("/login");
  await page.getByRole("link", { name: /forgot password/i }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email address").fill(fan.email);
  await page.getByRole("button", { name: /send/i }).click();
  await expect(page.getByRole("button", { name: "Try Different Email" })).toBeVisible();

  const link = await latestMailedLink(fan.email, "/reset-password/");
  await page.goto(new URL(link).pathname);
  const newPassword = "Fresh-start9!";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await expect(page.getByText("strong", { exact: false })).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: /reset password/i }).click();

  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText("Password reset successful. Please sign in with your new password."),
  ).toBeVisible();
  await signInThroughForm(page, { ...fan, password: newPassword });
  await expect(page.getByRole("heading", { name: new RegExp(fan.username) })).toBeVisible();
});
