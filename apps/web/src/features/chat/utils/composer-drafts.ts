const PREFIX = "huddle:draft:";

/**
 * What a fan typed into a room's composer and has not sent, kept per user and room in this tab's
 * session storage: a reload, a sign-in after the session lapsed, or a look at another room does
 * not lose it. Session storage, not local: a draft should not outlive the tab on a shared
 * computer. Storage may be full or disabled; the composer then simply starts empty.
 */
export function draftKeyFor(userId: string, roomSlug: string): string {
  return `${PREFIX}${userId}:${roomSlug}`;
}

export function readDraft(key: string): string {
  try {
    return window.sessionStorage.getItem(key) ?? "";
  } catch {
    return "";
  }
}

/** Stores the draft; a blank one (sent, or erased) is forgotten. */
export function writeDraft(key: string, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(key, text);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Nothing kept: the text is still in the box.
  }
}
