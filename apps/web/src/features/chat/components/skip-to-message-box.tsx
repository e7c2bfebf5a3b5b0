import { focusMessageBox, MESSAGE_BOX_ID } from "../utils/message-focus";

const ROUTES_WITH_A_CHAT = new Set(["/", "/room"]);

/** Whether the page at `pathname` has a chat composer to skip to. */
export function hasMessageBox(pathname: string): boolean {
  return ROUTES_WITH_A_CHAT.has(pathname);
}

/**
 * "Skip to message box" (issue 18 §8): from the top of a chat page straight to the composer,
 * past the header, the navigation and every message.
 */
export function SkipToMessageBox({ className }: { className: string }) {
  return (
    <a
      href={`#${MESSAGE_BOX_ID}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        focusMessageBox();
      }}
    >
      Skip to message box
    </a>
  );
}
