import { STORAGE_KEYS, THEMES, THEME_COLORS, type Theme } from "@huddle/contracts/constants";

type ResolvedTheme = Exclude<Theme, "auto">;

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readPreferences(): Record<string, unknown> {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEYS.preferences);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** spec 000 §3 Local preferences: theme is auto, light or dark (auto by default). */
export function getStoredTheme(): Theme {
  const theme = readPreferences().theme;
  return THEMES.includes(theme as Theme) ? (theme as Theme) : "auto";
}

export function storeTheme(theme: Theme): void {
  const preferences = { ...readPreferences(), theme };
  window.localStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(preferences));
}

export function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === "auto") return systemPrefersDark() ? "dark" : "light";
  return theme;
}

/** Puts the `dark` class, the header colour variable and the browser theme colour in place. */
export function applyTheme(theme: Theme): void {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
  root.style.setProperty("--header-bg", THEME_COLORS[resolved]);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute("content", THEME_COLORS[resolved]);
}

/**
 * Keeps an auto theme in step with the system setting while the page is open (a phone that turns
 * dark at sunset), on every page, signed in or not; a stored light or dark choice stays put.
 */
export function followSystemTheme(): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(DARK_QUERY);
  const onChange = () => applyTheme(getStoredTheme());
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
