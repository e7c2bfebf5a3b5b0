import { STORAGE_KEYS } from "@huddle/contracts/constants";

/** spec 000 §3 Local preferences kept next to the theme in localStorage 'preferences'. */
export interface LocalToggles {
  soundEffects: boolean;
  compactMode: boolean;
}

const DEFAULTS: LocalToggles = { soundEffects: true, compactMode: false };

function read(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.preferences) ?? "{}",
    );
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readLocalToggles(): LocalToggles {
  const stored = read();
  return {
    soundEffects:
      typeof stored.soundEffects === "boolean" ? stored.soundEffects : DEFAULTS.soundEffects,
    compactMode:
      typeof stored.compactMode === "boolean" ? stored.compactMode : DEFAULTS.compactMode,
  };
}

/** Merges into the stored object so the theme and other keys survive. */
export function storeLocalToggles(toggles: LocalToggles): void {
  window.localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify({ ...read(), ...toggles }));
}
