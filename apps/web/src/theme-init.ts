// Loaded from <head> before the app bundle so the stored theme is applied before React renders.
import { applyTheme, getStoredTheme } from "./lib/theme/theme";

applyTheme(getStoredTheme());
