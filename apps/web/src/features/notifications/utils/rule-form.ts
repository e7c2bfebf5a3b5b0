import type { z } from "zod";
import {
  DEFAULT_DIGEST_DAY,
  NOTIFICATION_MESSAGES,
  RULE_DEFAULTS,
  createNotificationRuleRequestSchema,
  type CreateNotificationRuleRequest,
  type RuleType,
} from "@huddle/contracts/notifications";

/** The contract's create schema, plus: a custom schedule needs at least one weekday. */
export const ruleFormSchema = createNotificationRuleRequestSchema.refine(
  (r) => r.scheduleType !== "custom" || (r.scheduleData?.days_of_week?.length ?? 0) > 0,
  { error: NOTIFICATION_MESSAGES.customNeedsDays, path: ["scheduleData", "days_of_week"] },
);
export type RuleFormInput = z.input<typeof ruleFormSchema>;
export type RuleFormOutput = z.output<typeof ruleFormSchema>;

/** Custom team game alert advance notice choices (spec 000 §9). */
export const ADVANCE_NOTICE_CHOICES = [30, 15, 5] as const;

/** spec 000 §9 defaults for a new rule of `ruleType`. */
export function ruleFormDefaults(ruleType: RuleType, keep?: RuleFormInput): RuleFormInput {
  const d = RULE_DEFAULTS[ruleType];
  return {
    ruleName: keep?.ruleName ?? "",
    description: keep?.description ?? "",
    ruleType,
    scheduleType: d.scheduleType,
    scheduleData: {
      ...d.scheduleData,
      day_of_week: DEFAULT_DIGEST_DAY.weekly,
      day_of_month: DEFAULT_DIGEST_DAY.monthly,
      days_of_week: [],
    },
    contentFilters: keep?.contentFilters ?? {
      include_team_scores: true,
      include_messages: false,
      team_filters: { followed_teams_only: true },
    },
    deliveryChannels: [...d.deliveryChannels],
    deliverySettings: { advance_notice_minutes: [] },
    isActive: true,
    priority: d.priority,
  };
}

/** The POST body: only the schedule fields the schedule type uses. */
export function ruleRequestOf(values: RuleFormOutput): CreateNotificationRuleRequest {
  const { time, timezone, day_of_week, day_of_month, days_of_week } = values.scheduleData ?? {};
  const scheduleData: NonNullable<CreateNotificationRuleRequest["scheduleData"]> = {
    time,
    timezone,
  };
  if (values.scheduleType === "weekly") scheduleData.day_of_week = day_of_week;
  if (values.scheduleType === "monthly") scheduleData.day_of_month = day_of_month;
  if (values.scheduleType === "custom") {
    scheduleData.days_of_week = [...(days_of_week ?? [])].sort((a, b) => a - b);
  }
  const minutes = values.deliverySettings?.advance_notice_minutes ?? [];
  return {
    ...values,
    description: values.description ?? "",
    scheduleData,
    deliverySettings:
      values.ruleType === "push_notification" && minutes.length > 0
        ? { advance_notice_minutes: [...minutes].sort((a, b) => b - a) }
        : {},
  };
}
