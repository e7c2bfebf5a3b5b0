import type { ReactNode } from "react";
import type { SettingsTabId } from "../utils/settings-tab";
import { PROFILE_TEXTS } from "../utils/profile-texts";
import { SettingsTabs } from "./settings-tabs";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /profile without a username: 'Profile Settings' and its four tabs (spec 000 §2). */
export function ProfileSettingsPage({ panels }: { panels: Record<SettingsTabId, ReactNode> }) {
  useDocumentTitle(PROFILE_TEXTS.settingsTitle);
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold sm:text-3xl">{PROFILE_TEXTS.settingsTitle}</h1>
      <SettingsTabs panels={panels} />
    </div>
  );
}
