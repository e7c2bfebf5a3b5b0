import { STORAGE_KEYS } from "@huddle/contracts/constants";

/**
 * The rooms this tab has joined (spec 000 §3 Tokens: activeRooms lives in session storage), so a
 * reconnect — or a reload of the tab — rejoins them.
 */
export function readActiveRooms(): string[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.activeRooms);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

function writeActiveRooms(rooms: string[]): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.activeRooms, JSON.stringify(rooms));
  } catch {
    // Storage may be full or disabled; the in-memory socket state still works.
  }
}

export function addActiveRoom(slug: string): void {
  const rooms = readActiveRooms();
  if (!rooms.includes(slug)) writeActiveRooms([...rooms, slug]);
}

export function removeActiveRoom(slug: string): void {
  writeActiveRooms(readActiveRooms().filter((room) => room !== slug));
}

export function clearActiveRooms(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEYS.activeRooms);
  } catch {
    // Nothing to clear.
  }
}
