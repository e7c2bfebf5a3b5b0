import { useCallback, useEffect, useState } from "react";
import type { Theme } from "@huddle/contracts/constants";
import { applyTheme, getStoredTheme, storeTheme } from "./theme";

/**
 * The persisted light/dark/auto choice (spec 000 §4 Theme); theme-init.ts keeps auto following
 * the system setting.
 */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const [theme, setThemeState] = useState<Theme>(getStoredTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
