import type { z } from "zod";
import {
  CUSTOM_TEAM_GAME_ALERT_SAMPLE,
  DEFAULT_DIGEST_DAY,
  NOTIFICATION_MESSAGES,
  RULE_DEFAULTS,
  SATURDAY_DIGEST_SAMPLE,
  createNotificationRuleRequestSchema,
  deliverySettingsSchema,
  type CreateNotificationRuleRequest,
  type RuleType,
} from "@huddle/contracts/notifications";

/**
 * The contract's create schema, plus: a custom schedule needs a weekday or a day of the month.
 * The form's advance notice checkboxes always hold a list (the API also takes a single number).
 */
export const ruleFormSchema = createNotificationRuleRequestSchema
  .extend({ deliverySettings: deliverySettingsSchema.optional() })
  .refine(
    (r) =>
      r.scheduleType !== "custom" ||
      (r.scheduleData?.days_of_week?.length ?? 0) + (r.scheduleData?.days_of_month?.length ?? 0) >
        0,
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
      days_of_month: [],
    },
    contentFilters: keep?.contentFilters ?? {
      include_team_scores: true,
      include_messages: false,
      message_filters: { from_users: [] },
      team_filters: { followed_teams_only: true, custom_teams_only: false },
    },
    deliveryChannels: [...d.deliveryChannels],
    deliverySettings: { advance_notice_minutes: [] },
    isActive: true,
    priority: d.priority,
  };
}

/** spec 000 §9 sample rules offered as starting points in the create form. */
export const RULE_SAMPLES = [
  { id: "saturday-digest", label: "Saturday digest", sample: SATURDAY_DIGEST_SAMPLE },
  {
    id: "custom-team-game-alert",
    label: "Custom team game alerts",
    sample: CUSTOM_TEAM_GAME_ALERT_SAMPLE,
  },
] as const;
export type RuleSampleId = (typeof RULE_SAMPLES)[number]["id"];

/** The form prefilled from a §9 sample: the type's defaults overlaid with the sample. */
export function ruleFormFromSample(id: RuleSampleId): RuleFormInput {
  const { sample } = RULE_SAMPLES.find((s) => s.id === id) ?? RULE_SAMPLES[0];
  const base = ruleFormDefaults(sample.ruleType);
  const teamFilters = "contentFilters" in sample ? sample.contentFilters.team_filters : {};
  const minutes =
    "deliverySettings" in sample ? sample.deliverySettings.advance_notice_minutes : [];
  return {
    ...base,
    ruleName: sample.ruleName,
    scheduleType: sample.scheduleType,
    scheduleData: {
      ...base.scheduleData,
      ...("scheduleData" in sample ? sample.scheduleData : {}),
    },
    contentFilters: {
      ...base.contentFilters,
      team_filters: { ...base.contentFilters?.team_filters, ...teamFilters },
    },
    deliverySettings: { advance_notice_minutes: [...minutes] },
    priority: sample.priority,
  };
}

const ascending = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b);

/** The POST body: only the schedule fields the schedule type uses. */
export function ruleRequestOf(values: RuleFormOutput): CreateNotificationRuleRequest {
  const { time, timezone, day_of_week, day_of_month, days_of_week, days_of_month } =
    values.scheduleData ?? {};
  const scheduleData: NonNullable<CreateNotificationRuleRequest["scheduleData"]> = {
    time,
    timezone,
  };
  if (values.scheduleType === "weekly") scheduleData.day_of_week = day_of_week;
  if (values.scheduleType === "monthly") scheduleData.day_of_month = day_of_month;
  if (values.scheduleType === "custom") {
    scheduleData.days_of_week = ascending(days_of_week);
    scheduleData.days_of_month = ascending(days_of_month);
  }
  const minutes = values.deliverySettings?.advance_notice_minutes ?? [];
  const filters = values.contentFilters;
  return {
    ...values,
    description: values.description ?? "",
    scheduleData,
    contentFilters: filters && {
      ...filters,
      // Authors only matter when messages are included.
      message_filters: {
        from_users: filters.include_messages ? (filters.message_filters?.from_users ?? []) : [],
      },
    },
    deliverySettings:
      values.ruleType === "push_notification" && minutes.length > 0
        ? { advance_notice_minutes: [...minutes].sort((a, b) => b - a) }
        : {},
  };
}
