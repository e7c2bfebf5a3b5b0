import { useState } from "react";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { AI_MODERATION_CATEGORIES, type AiModerationSettings } from "@huddle/contracts/moderation";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { Switch } from "@/components/ui/switch";
import { useSaveAiSettings } from "../../api/ai-moderation-api";
import { errorText } from "../../utils/error-text";
import { ThresholdSlider } from "./threshold-slider";

const categoryLabel = (category: string) => category.replace("_", " ");

interface AiSettingsFormProps {
  saved: AiModerationSettings;
  /** The save's outcome, kept by the tab: a save refetches the settings and remounts this form. */
  notice: string | null;
  onNotice: (text: string) => void;
}

/** The §3 AI settings as a draft; Save sends the whole entity. */
export function AiSettingsForm({ saved, notice, onNotice }: AiSettingsFormProps) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveAiSettings();
  const set = (patch: Partial<AiModerationSettings>) => setDraft({ ...draft, ...patch });

  async function submit() {
    try {
      setDraft(await save.mutateAsync(draft));
      onNotice("Moderation settings saved");
    } catch (error) {
      onNotice(errorText(error, ADMIN_UI_MESSAGES.settingsFailed));
    }
  }

  return (
    <SectionCard title="Settings">
      <div className="space-y-3">
        <Switch
          label="AI moderation"
          description="Model-based flags, holds and deletions. Custom rules always apply."
          checked={draft.enabled}
          onChange={(enabled) => set({ enabled })}
        />
        <Switch
          label="Auto-delete"
          checked={draft.autoDelete}
          onChange={(autoDelete) => set({ autoDelete })}
        />
        <ThresholdSlider
          label="Auto-delete threshold"
          value={draft.autoDeleteThreshold}
          onChange={(autoDeleteThreshold) => set({ autoDeleteThreshold })}
        />
        <Switch
          label="Quarantine"
          description="Hold messages for review instead of publishing them."
          checked={draft.quarantineEnabled}
          onChange={(quarantineEnabled) => set({ quarantineEnabled })}
        />
        <ThresholdSlider
          label="Quarantine threshold"
          value={draft.quarantineThreshold}
          onChange={(quarantineThreshold) => set({ quarantineThreshold })}
        />
        <Switch
          label="Notify moderators"
          checked={draft.notifyModerators}
          onChange={(notifyModerators) => set({ notifyModerators })}
        />
        <h4 className="pt-2 font-semibold">Categories</h4>
        {AI_MODERATION_CATEGORIES.map((category) => {
          const current = draft.categories[category];
          const setCategory = (patch: Partial<typeof current>) =>
            set({ categories: { ...draft.categories, [category]: { ...current, ...patch } } });
          return (
            <div
              key={category}
              className="space-y-1 rounded-md border border-gray-200 p-2 dark:border-gray-700"
            >
              <Switch
                label={`Check ${categoryLabel(category)}`}
                checked={current.enabled}
                onChange={(enabled) => setCategory({ enabled })}
              />
              <ThresholdSlider
                label={`${categoryLabel(category)} threshold`}
                value={current.threshold}
                disabled={!current.enabled}
                onChange={(threshold) => setCategory({ threshold })}
              />
            </div>
          );
        })}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => void submit()} disabled={save.isPending}>
            Save settings
          </Button>
          <p role="status" aria-live="polite" className="text-sm">
            {notice}
          </p>
        </div>
      </div>
    </SectionCard>
  );
}
