import type { Profile, ProfileSettings } from "@huddle/contracts/profile";
import { SectionCard } from "@/components/ui/section-card";
import { Switch } from "@/components/ui/switch";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useUpdateProfile } from "../api/update-profile";
import { PROFILE_TEXTS } from "../utils/profile-texts";

type PrivacyKey = keyof Pick<
  ProfileSettings,
  "showEmail" | "showLocation" | "allowDirectMessages" | "messageNotifications"
>;

const PRIVACY_SWITCHES: ReadonlyArray<{ key: PrivacyKey; label: string; description: string }> = [
  { key: "showEmail", label: "Show email", description: "Show your email on your public profile." },
  {
    key: "showLocation",
    label: "Show location",
    description: "Show your location on your public profile.",
  },
  {
    key: "allowDirectMessages",
    label: "Allow direct messages",
    description: "Let other users send you direct messages.",
  },
  {
    key: "messageNotifications",
    label: "Message notifications",
    description: "Be notified about new messages.",
  },
];

/** spec 000 §3 Profile settings: privacy switches, each saved on its own as a partial settings. */
export function PrivacySettings({ profile }: { profile: Profile }) {
  const mutation = useUpdateProfile();
  const { notice, show } = useTimedNotice(3_000);

  function toggle(key: PrivacyKey, value: boolean) {
    mutation.mutate(
      { settings: { [key]: value } },
      {
        onSuccess: () => show("success", PROFILE_TEXTS.updated),
        onError: () => show("error", PROFILE_TEXTS.updateFailed),
      },
    );
  }

  return (
    <SectionCard title="Privacy">
      <TimedNoticeView notice={notice} />
      {PRIVACY_SWITCHES.map(({ key, label, description }) => (
        <Switch
          key={key}
          label={label}
          description={description}
          checked={profile.settings[key]}
          disabled={mutation.isPending}
          onChange={(value) => toggle(key, value)}
        />
      ))}
    </SectionCard>
  );
}
