import {
  DEFAULT_DIGEST_DAY,
  RULE_DEFAULTS,
  type NotificationRule,
  type ScheduleData,
  type UpdateNotificationRuleRequest,
} from "@huddle/contracts/notifications";

export const EMAIL_FREQUENCIES = ["daily", "weekly", "monthly", "custom"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export const FREQUENCY_LABEL: Record<EmailFrequency, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  custom: "Custom",
};

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

export interface EmailSchedule {
  frequency: EmailFrequency;
  daysOfWeek: number[];
  daysOfMonth: number[];
}

/** The email digest rule the frequency picker edits: the first email_digest rule. */
export function findDigestRule(rules: readonly NotificationRule[]): NotificationRule | undefined {
  return rules.find((rule) => rule.ruleType === "email_digest");
}

export function scheduleOf(rule: NotificationRule | undefined): EmailSchedule {
  const type = rule?.scheduleType;
  const frequency: EmailFrequency =
    type && (EMAIL_FREQUENCIES as readonly string[]).includes(type)
      ? (type as EmailFrequency)
      : "weekly";
  return {
    frequency,
    daysOfWeek: rule?.scheduleData.days_of_week ?? [],
    daysOfMonth: rule?.scheduleData.days_of_month ?? [],
  };
}

/**
 * The rule fields for a schedule (spec 000 §9): 09:00 America/New_York unless the rule has its
 * own time; weekly on day 1, monthly on day 1, custom on the chosen weekdays and days 1-31.
 */
export function scheduleChanges(
  schedule: EmailSchedule,
  current?: NotificationRule,
): UpdateNotificationRuleRequest {
  const base = RULE_DEFAULTS.email_digest.scheduleData;
  const scheduleData: Partial<ScheduleData> = {
    time: current?.scheduleData.time ?? base.time,
    timezone: current?.scheduleData.timezone ?? base.timezone,
  };
  if (schedule.frequency === "weekly") {
    scheduleData.day_of_week = current?.scheduleData.day_of_week ?? DEFAULT_DIGEST_DAY.weekly;
  }
  if (schedule.frequency === "monthly") {
    scheduleData.day_of_month = current?.scheduleData.day_of_month ?? DEFAULT_DIGEST_DAY.monthly;
  }
  if (schedule.frequency === "custom") {
    scheduleData.days_of_week = [...schedule.daysOfWeek].sort((a, b) => a - b);
    scheduleData.days_of_month = [...schedule.daysOfMonth].sort((a, b) => a - b);
  }
  return { scheduleType: schedule.frequency, scheduleData };
}
