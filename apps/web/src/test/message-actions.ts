import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";

/** Opens a message's "⋯" actions menu and returns it. */
export async function openMessageActions(user: UserEvent, item: HTMLElement) {
  await user.click(within(item).getByRole("button", { name: /^Message actions/ }));
  return screen.findByRole("menu");
}

/** The entries of a message's actions menu, by their visible text. */
export async function messageActionLabels(user: UserEvent, item: HTMLElement) {
  const menu = await openMessageActions(user, item);
  const labels = within(menu)
    .getAllByRole("menuitem")
    .map((entry) => entry.textContent);
  await user.keyboard("{Escape}");
  return labels;
}
