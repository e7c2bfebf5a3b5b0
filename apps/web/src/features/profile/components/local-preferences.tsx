import { useState } from "react";
import { THEMES, type Theme } from "@huddle/contracts/constants";
import { SectionCard } from "@/components/ui/section-card";
import { focusRing } from "@/components/ui/styles";
import { Switch } from "@/components/ui/switch";
import { useTheme } from "@/lib/theme/use-theme";
import { readLocalToggles, storeLocalToggles, type LocalToggles } from "../utils/local-preferences";

const THEME_LABEL: Record<Theme, string> = { auto: "Auto", light: "Light", dark: "Dark" };

/** Theme, sound effects and compact mode: this browser only (spec 000 §3 Local preferences). */
export function LocalPreferences() {
  const { theme, setTheme } = useTheme();
  const [toggles, setToggles] = useState<LocalToggles>(readLocalToggles);

  function update(change: Partial<LocalToggles>) {
    const next = { ...toggles, ...change };
    setToggles(next);
    storeLocalToggles(next);
  }

  return (
    <SectionCard title="Local Preferences" description="Saved in this browser only.">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Theme</legend>
        <div className="flex flex-wrap gap-3">
          {THEMES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                className={focusRing}
              />
              {THEME_LABEL[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <Switch
        label="Sound effects"
        checked={toggles.soundEffects}
        onChange={(soundEffects) => update({ soundEffects })}
      />
      <Switch
        label="Compact mode"
        checked={toggles.compactMode}
        onChange={(compactMode) => update({ compactMode })}
      />
    </SectionCard>
  );
}
