import { useSearchParams } from "react-router";
import { NotificationsTab } from "@/features/notifications/components/notifications-tab";
import { GeneralPanel } from "@/features/profile/components/general-tab";
import { LocalPreferences } from "@/features/profile/components/local-preferences";
import { ProfileSettingsPage } from "@/features/profile/components/profile-settings-page";
import { PublicProfilePage } from "@/features/profile/components/public-profile";
import { PredictionSummary } from "@/features/predictions/components/prediction-summary";
import { WordFiltersPanel } from "@/features/profile/components/word-filters-tab";
import { FollowingPanel } from "./profile/following-panel";

/**
 * /profile (spec 000 §2 Profile): ?username= shows that user's public profile; without it, the
 * own settings with the General, Word Filters, Following and Notifications tabs (?tab=).
 */
export function ProfileRoute() {
  const [params] = useSearchParams();
  const username = params.get("username")?.trim();
  if (username) {
    return (
      <PublicProfilePage
        key={username}
        username={username}
        extra={<PredictionSummary username={username} />}
      />
    );
  }
  return (
    <ProfileSettingsPage
      panels={{
        general: <GeneralPanel localPreferences={<LocalPreferences />} />,
        wordReplacements: <WordFiltersPanel />,
        following: <FollowingPanel />,
        notifications: <NotificationsTab />,
      }}
    />
  );
}
