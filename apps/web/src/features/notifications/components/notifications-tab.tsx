import { useState } from "react";
import {
  GAME_START_MINUTES,
  NOTIFICATION_STATUS_MS,
  RULE_DEFAULTS,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { SectionCard } from "@/components/ui/section-card";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useCreateNotificationRule } from "../api/create-notification-rule";
import { useDeleteDeviceToken } from "../api/delete-device-token";
import { useDeleteNotificationRule } from "../api/delete-notification-rule";
import { useDeviceTokens } from "../api/get-device-tokens";
import { useEmailVerified } from "../api/get-email-verified";
import { useNotificationPreferences } from "../api/get-notification-preferences";
import { useNotificationRules } from "../api/get-notification-rules";
import { useSendTestNotification } from "../api/send-test-notification";
import { useUpdateNotificationPreferences } from "../api/update-notification-preferences";
import { useUpdateNotificationRule } from "../api/update-notification-rule";
import { usePushRegistration } from "../hooks/use-push-registration";
import { findDigestRule, scheduleChanges, type EmailSchedule } from "../utils/email-frequency";
import { NOTIFICATION_TEXTS } from "../utils/notification-texts";
import { DevicesList } from "./devices-list";
import { EmailFrequencyPicker } from "./email-frequency-picker";
import { EmailVerificationNotice } from "./email-verification-notice";
import { RuleCreateForm } from "./rule-create-form";
import { RulesList } from "./rules-list";

const validMinutes = (value: number) =>
  Number.isInteger(value) &&
  value >= GAME_START_MINUTES.min &&
  value <= GAME_START_MINUTES.max &&
  value % GAME_START_MINUTES.step === 0;

/** spec 000 §2/§4 Notifications tab. */
export function NotificationsTab() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) return <p role="status">Loading...</p>;
  if (preferences.isError) {
    return (
      <ErrorBox
        message={NOTIFICATION_TEXTS.loadFailed}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  return <NotificationSettings preferences={preferences.data} />;
}

function NotificationSettings({ preferences }: { preferences: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const rules = useNotificationRules();
  const devices = useDeviceTokens();
  // Unknown (loading or failed) counts as verified: the notice is a hint, the server decides.
  const emailUnverified = useEmailVerified().data === false;
  const createRule = useCreateNotificationRule();
  const updateRule = useUpdateNotificationRule();
  const deleteRule = useDeleteNotificationRule();
  const removeDevice = useDeleteDeviceToken();
  const registerPush = usePushRegistration();
  const sendTest = useSendTestNotification();
  const { notice, show } = useTimedNotice(NOTIFICATION_STATUS_MS.error);
  const [minutes, setMinutes] = useState(String(preferences.gameStartMinutes));
  const master = preferences.notificationsEnabled;
  const pushOn = preferences.desktopEnabled || preferences.mobileEnabled;
  const busy = update.isPending || registerPush.isPending;
  const minutesValue = Number(minutes);
  const digestRule = findDigestRule(rules.data ?? []);

  async function save(changes: Partial<NotificationPreferences>, failure: string) {
    try {
      const saved = await update.mutateAsync(changes);
      show("success", NOTIFICATION_TEXTS.settingsSaved);
      return saved;
    } catch {
      show("error", failure);
      return null;
    }
  }

  async function register(): Promise<boolean> {
    try {
      await registerPush.mutateAsync();
      return true;
    } catch (error) {
      show("error", NOTIFICATION_TEXTS.registerFailed((error as Error).message));
      return false;
    }
  }

  /**
   * spec 000 §4: off also turns email and push off (the server keeps the choices underneath);
   * on restores them, and with push restored this device registers again.
   */
  async function setMaster(on: boolean) {
    const saved = await save({ notificationsEnabled: on }, NOTIFICATION_TEXTS.settingsFailed);
    if (on && saved && (saved.desktopEnabled || saved.mobileEnabled)) await register();
  }

  async function setPush(on: boolean) {
    if (on && !(await register())) return;
    await save({ desktopEnabled: on, mobileEnabled: on }, NOTIFICATION_TEXTS.pushSettingsFailed);
  }

  function saveEmail(schedule: EmailSchedule) {
    const changes = scheduleChanges(schedule, digestRule);
    const options = {
      onSuccess: () => show("success", NOTIFICATION_TEXTS.emailSaved),
      onError: () => show("error", NOTIFICATION_TEXTS.emailSaveFailed),
    };
    if (digestRule) updateRule.mutate({ id: digestRule.id, changes }, options);
    else
      createRule.mutate(
        {
          ruleName: "Email digest",
          ruleType: "email_digest",
          deliveryChannels: [...RULE_DEFAULTS.email_digest.deliveryChannels],
          ...changes,
        },
        options,
      );
  }

  async function saveMinutes() {
    if (!validMinutes(minutesValue)) return;
    try {
      await update.mutateAsync({ gameStartMinutes: minutesValue });
      show("success", NOTIFICATION_TEXTS.pushSaved);
    } catch {
      show("error", NOTIFICATION_TEXTS.pushSaveFailed);
    }
  }

  return (
    <div className="space-y-4">
      <TimedNoticeView notice={notice} />
      <SectionCard title="Notifications">
        <Switch
          label="Enable notifications"
          description="Turning this off also turns off email and push notifications."
          checked={master}
          busy={busy}
          onChange={(on) => void setMaster(on)}
        />
      </SectionCard>
      <SectionCard title="Email Notifications">
        {emailUnverified ? <EmailVerificationNotice /> : null}
        <Switch
          label="Email notifications"
          description={emailUnverified ? NOTIFICATION_TEXTS.emailNeedsVerification : undefined}
          checked={preferences.emailEnabled}
          disabled={!master}
          busy={busy}
          onChange={(on) => void save({ emailEnabled: on }, NOTIFICATION_TEXTS.emailSettingsFailed)}
        />
        {rules.isPending ? (
          <p role="status">Loading...</p>
        ) : (
          <EmailFrequencyPicker
            key={digestRule?.id ?? "new"}
            rule={digestRule}
            disabled={!master || !preferences.emailEnabled}
            saving={createRule.isPending || updateRule.isPending}
            onSave={saveEmail}
          />
        )}
      </SectionCard>
      <SectionCard title="Push Notifications">
        <Switch
          label="Push notifications"
          description="Alerts in this browser, even when Huddle is closed."
          checked={pushOn}
          disabled={!master}
          busy={busy}
          onChange={(on) => void setPush(on)}
        />
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label="Game start notice (minutes before)"
            type="number"
            min={GAME_START_MINUTES.min}
            max={GAME_START_MINUTES.max}
            step={GAME_START_MINUTES.step}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            error={
              minutes !== "" && !validMinutes(minutesValue)
                ? `Choose ${GAME_START_MINUTES.min}-${GAME_START_MINUTES.max} minutes in steps of ${GAME_START_MINUTES.step}.`
                : undefined
            }
          />
          <Button disabled={busy || !validMinutes(minutesValue)} onClick={() => void saveMinutes()}>
            Save Push Preferences
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={busy || !master} onClick={() => void register()}>
            Register This Device
          </Button>
          <Button
            variant="secondary"
            disabled={sendTest.isPending}
            onClick={() =>
              sendTest.mutate(
                { title: "Test notification", message: "Notifications from Huddle are working." },
                {
                  onSuccess: ({ delivered }) =>
                    show("success", NOTIFICATION_TEXTS.testSent(delivered)),
                  onError: () => show("error", NOTIFICATION_TEXTS.testFailed),
                },
              )
            }
          >
            Send test notification
          </Button>
        </div>
      </SectionCard>
      <SectionCard title="Devices">
        {devices.isPending ? (
          <p role="status">Loading...</p>
        ) : (
          <DevicesList
            devices={devices.data ?? []}
            busy={removeDevice.isPending}
            onRemove={(device) =>
              removeDevice.mutate(device.id, {
                onSuccess: () => show("success", NOTIFICATION_TEXTS.deviceRemoved),
                onError: () => show("error", NOTIFICATION_TEXTS.removeDeviceFailed),
              })
            }
          />
        )}
      </SectionCard>
      <SectionCard title="Notification Rules">
        {rules.isPending ? (
          <p role="status">Loading...</p>
        ) : (
          <RulesList
            rules={rules.data ?? []}
            busy={updateRule.isPending || deleteRule.isPending}
            onToggle={(rule, isActive) =>
              updateRule.mutate(
                { id: rule.id, changes: { isActive } },
                { onError: () => show("error", NOTIFICATION_TEXTS.ruleFailed) },
              )
            }
            onRename={(rule, ruleName) =>
              updateRule.mutate(
                { id: rule.id, changes: { ruleName } },
                {
                  onSuccess: () => show("success", NOTIFICATION_TEXTS.ruleUpdated),
                  onError: () => show("error", NOTIFICATION_TEXTS.ruleFailed),
                },
              )
            }
            onDelete={(rule) =>
              deleteRule.mutate(rule.id, {
                onSuccess: () => show("success", NOTIFICATION_TEXTS.ruleDeleted),
                onError: () => show("error", NOTIFICATION_TEXTS.ruleFailed),
              })
            }
          />
        )}
        <RuleCreateForm
          saving={createRule.isPending}
          onCreate={async (body) => {
            try {
              await createRule.mutateAsync(body);
              show("success", NOTIFICATION_TEXTS.ruleCreated);
              return true;
            } catch {
              show("error", NOTIFICATION_TEXTS.ruleCreateFailed);
              return false;
            }
          }}
        />
      </SectionCard>
    </div>
  );
}
