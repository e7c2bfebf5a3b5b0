/** Query keys of the chat feature; mutations and socket handlers update these entries. */
export const chatKeys = {
  /** Every room's history. */
  allMessages: () => ["chat", "messages"] as const,
  messages: (roomSlug: string) => ["chat", "messages", roomSlug] as const,
  /** The viewer's own messages held for review; not under "messages", which refetches drop. */
  held: (roomSlug: string) => ["chat", "held", roomSlug] as const,
  settings: (roomSlug: string) => ["chat", "settings", roomSlug] as const,
  /** The messages the viewer reported in this tab (every room). */
  reported: () => ["chat", "reported"] as const,
};

/** spec 000 §7 Chat: the home chat's HTTP path uses 'homepage' in place of its slug. */
export function apiRoomSlug(roomSlug: string): string {
  return encodeURIComponent(roomSlug === "home" ? "homepage" : roomSlug);
}
