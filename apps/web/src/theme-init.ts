// Loaded from <head> before the app bundle so the stored theme is applied before React renders.
import { applyTheme, followSystemTheme, getStoredTheme } from "./lib/theme/theme";

applyTheme(getStoredTheme());
followSystemTheme();
