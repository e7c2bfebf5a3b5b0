import { useState } from "react";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { useAiSettings } from "../../api/ai-moderation-api";
import { errorText } from "../../utils/error-text";
import { AiAnalyticsPanel } from "./ai-analytics-panel";
import { AiSettingsForm } from "./ai-settings-form";
import { CustomRulesPanel } from "./custom-rules-panel";

export function AiModerationTab() {
  const settings = useAiSettings();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      {settings.isPending ? <p>Loading settings…</p> : null}
      {settings.isError ? (
        <p role="alert">{errorText(settings.error, ADMIN_UI_MESSAGES.loadDataFailed)}</p>
      ) : null}
      {/* Keyed by the saved version so a refetch after saving starts a fresh draft. */}
      {settings.data ? (
        <AiSettingsForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          notice={notice}
          onNotice={setNotice}
        />
      ) : null}
      <AiAnalyticsPanel />
      <CustomRulesPanel />
    </div>
  );
}
