/** Marks the 44 px "⋯" button every message carries: its actions are one Tab stop (issue 18 §8). */
export const MESSAGE_ACTIONS_TRIGGER = "data-message-actions";

/** The composer's textarea: the "Skip to message box" link and focus of last resort point here. */
export const MESSAGE_BOX_ID = "message-box";

export function focusMessageBox(): void {
  document.getElementById(MESSAGE_BOX_ID)?.focus();
}

/**
 * Where focus should go once `item` is deleted: the actions button of the next message, else of
 * the previous one, else the composer (issue 18 §8: never `<body>`). Taken before the delete,
 * because the row and its position are gone after it.
 */
export function focusTargetsAfterDelete(item: HTMLElement | null): () => void {
  const list = item?.parentElement;
  const triggers = list
    ? [...list.querySelectorAll<HTMLElement>(`[${MESSAGE_ACTIONS_TRIGGER}]`)]
    : [];
  const own = triggers.findIndex((trigger) => item?.contains(trigger));
  const candidates =
    own === -1 ? [] : [...triggers.slice(own + 1), ...triggers.slice(0, own).reverse()];
  return () => {
    const next = candidates.find((trigger) => trigger.isConnected);
    if (next) next.focus();
    else focusMessageBox();
  };
}
