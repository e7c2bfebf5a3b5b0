import { useCallback, useEffect, useState } from "react";
import type { Theme } from "@huddle/contracts/constants";
import { applyTheme, getStoredTheme, storeTheme, watchSystemTheme } from "./theme";

/** The persisted light/dark/auto choice; auto follows the system setting (spec 000 §4 Theme). */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const [theme, setThemeState] = useState<Theme>(getStoredTheme);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== "auto") return;
    return watchSystemTheme(() => applyTheme("auto"));
  }, [theme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  return { theme, setTheme };
}
