import type { Theme } from "@huddle/contracts/constants";
import { focusRing } from "@/components/ui/styles";
import { useTheme } from "@/lib/theme/use-theme";

const NEXT: Record<Theme, Theme> = { light: "dark", dark: "auto", auto: "light" };
const LABEL: Record<Theme, string> = { light: "Light", dark: "Dark", auto: "Auto" };
const ICON: Record<Theme, string> = { light: "☀", dark: "☾", auto: "◐" };

/** Cycles light → dark → auto; auto follows the system setting (spec 000 §4 Theme). */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={`Theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]]}`}
      title={`Theme: ${LABEL[theme]}`}
      className={`rounded-md px-2 py-1 text-sm text-white hover:bg-white/10 ${focusRing}`}
    >
      <span aria-hidden="true">{ICON[theme]}</span>
      <span className="ml-1 hidden sm:inline">{LABEL[theme]}</span>
    </button>
  );
}
