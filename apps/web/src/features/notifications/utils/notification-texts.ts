import { NOTIFICATION_MESSAGES } from "@huddle/contracts/notifications";

/** spec 000 §8 notification texts, verbatim, plus the tab's own success lines. */
export const NOTIFICATION_TEXTS = {
  loadFailed: NOTIFICATION_MESSAGES.loadFailed,
  settingsFailed: "Failed to update notification settings.",
  emailSettingsFailed: "Failed to update email settings.",
  pushSettingsFailed: "Failed to update push settings.",
  emailSaveFailed: "Failed to save email preferences.",
  pushSaveFailed: "Failed to save push preferences.",
  removeDeviceFailed: NOTIFICATION_MESSAGES.removeDeviceFailed,
  registerFailed: NOTIFICATION_MESSAGES.registerFailed,
  pushUnsupported: NOTIFICATION_MESSAGES.pushUnsupported,
  permissionDenied: NOTIFICATION_MESSAGES.permissionDenied,
  settingsSaved: "Notification settings updated.",
  emailSaved: "Email preferences saved.",
  pushSaved: "Push preferences saved.",
  pushRegistered: "Push notifications enabled on this device.",
  deviceRemoved: NOTIFICATION_MESSAGES.deviceRemoved,
  ruleDeleted: NOTIFICATION_MESSAGES.ruleDeleted,
  ruleFailed: "Failed to update notification rule.",
  ruleUpdated: "Notification rule updated.",
  ruleCreated: "Notification rule created.",
  ruleCreateFailed: "Failed to create notification rule.",
  testSent: (delivered: number) =>
    delivered > 0
      ? `Test notification sent to ${delivered} device${delivered === 1 ? "" : "s"}.`
      : "No registered devices received the test notification.",
  testFailed: "Failed to send test notification.",
  verifyTitle: "Verify your email address to get email notifications",
  verifyExplanation:
    "Huddle sends email notifications only to a verified address. We will email you a link; open it to verify.",
  verifySend: "Send verification link",
  verifySending: "Sending...",
  verifyFailed: (reason: string) => `Could not send the verification link: ${reason}`,
  emailNeedsVerification: "Emails start once your email address is verified.",
} as const;
