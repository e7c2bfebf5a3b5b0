import {
  contentFiltersSchema,
  DEFAULT_DIGEST_DAY,
  NOTIFICATION_MESSAGES,
  RULE_DEFAULTS,
  type CreateNotificationRuleInput,
  type ListNotificationRulesQuery,
  type ScheduleData,
  type ScheduleType,
  type UpdateNotificationRuleInput,
} from "@huddle/contracts/notifications";
import type { NotificationRuleRow } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { NewRule, NotificationRulesRepository } from "./notification-rules.repository.ts";
import { presentRule } from "./notifications.presenter.ts";

/**
 * Completes a schedule for its type with the spec 000 §9 defaults (email 09:00 America/New_York,
 * weekly day 1, monthly day 1; push realtime UTC) and refuses a custom schedule without days.
 */
export function completeSchedule(
  ruleType: NewRule["ruleType"],
  scheduleType: ScheduleType,
  given: Partial<ScheduleData>,
): ScheduleData {
  const base: ScheduleData = { ...RULE_DEFAULTS[ruleType].scheduleData };
  delete base.day_of_week;
  const data: ScheduleData = { ...base, ...given };
  if (scheduleType === "weekly") data.day_of_week ??= DEFAULT_DIGEST_DAY.weekly;
  if (scheduleType === "monthly") data.day_of_month ??= DEFAULT_DIGEST_DAY.monthly;
  if (scheduleType === "custom" && !data.days_of_week?.length && !data.days_of_month?.length) {
    throw badRequest(NOTIFICATION_MESSAGES.customNeedsDays);
  }
  return data;
}

/** spec 000 §3 Notification rule: a user's own digest and push rules. */
export function createNotificationRulesService(repo: NotificationRulesRepository) {
  function build(input: CreateNotificationRuleInput, current?: NotificationRuleRow): NewRule {
    const ruleType = input.ruleType ?? current?.ruleType ?? "email_digest";
    const defaults = RULE_DEFAULTS[ruleType];
    const typeChanged = current && current.ruleType !== ruleType;
    const keep = current && !typeChanged ? current : undefined;
    const scheduleType = input.scheduleType ?? keep?.scheduleType ?? defaults.scheduleType;
    const scheduleData = completeSchedule(ruleType, scheduleType, {
      ...keep?.scheduleData,
      ...input.scheduleData,
    });
    return {
      userId: current?.userId ?? "",
      ruleName: input.ruleName ?? current?.ruleName ?? "",
      description: input.description ?? current?.description ?? "",
      ruleType,
      scheduleType,
      scheduleData,
      contentFilters: contentFiltersSchema.parse({
        ...current?.contentFilters,
        ...input.contentFilters,
      }),
      deliveryChannels: input.deliveryChannels ??
        keep?.deliveryChannels ?? [...defaults.deliveryChannels],
      deliverySettings: input.deliverySettings ?? current?.deliverySettings ?? {},
      isActive: input.isActive ?? current?.isActive ?? true,
      priority: input.priority ?? keep?.priority ?? defaults.priority,
    };
  }

  return {
    async list(userId: string, query: ListNotificationRulesQuery) {
      const { rows, total } = await repo.list(
        userId,
        { type: query.type, active: query.active },
        { limit: query.limit, offset: query.offset },
      );
      return { rules: rows.map(presentRule), total };
    },

    async create(userId: string, input: CreateNotificationRuleInput) {
      const row = await repo.insert({ ...build(input), userId });
      return { rule: presentRule(row) };
    },

    async update(userId: string, id: string, input: UpdateNotificationRuleInput) {
      const current = await repo.find(userId, id);
      if (!current) throw notFound(NOTIFICATION_MESSAGES.ruleNotFound);
      const row = await repo.update(
        userId,
        id,
        build(input as CreateNotificationRuleInput, current),
      );
      if (!row) throw notFound(NOTIFICATION_MESSAGES.ruleNotFound);
      return { rule: presentRule(row) };
    },

    async remove(userId: string, id: string) {
      if (!(await repo.remove(userId, id))) throw notFound(NOTIFICATION_MESSAGES.ruleNotFound);
      return { success: true as const, message: NOTIFICATION_MESSAGES.ruleDeleted };
    },
  };
}

export type NotificationRulesService = ReturnType<typeof createNotificationRulesService>;
