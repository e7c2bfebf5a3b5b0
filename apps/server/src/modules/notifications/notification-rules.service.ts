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
import type { AbuseBudgets } from "../../abuse/abuse-budgets.ts";
import type { NotificationRuleRow } from "../../db/schema.ts";
import { HttpError, badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { ContentFilter } from "../chat/content-filter.ts";
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

/** A rule that can send email: the email cap counts these. */
export function sendsEmail(rule: Pick<NewRule, "ruleType" | "deliveryChannels">): boolean {
  return rule.ruleType === "email_digest" && rule.deliveryChannels.includes("email");
}

export interface NotificationRulesDeps {
  repo: NotificationRulesRepository;
  /** The chat's content filter: a rule name is user text that lands in emails. */
  filter: ContentFilter;
  budgets: AbuseBudgets["notifications"];
}

/** spec 000 §3 Notification rule: a user's own digest and push rules. */
export function createNotificationRulesService(deps: NotificationRulesDeps) {
  const { repo, filter, budgets } = deps;

  /** Refuses a name the filter blocks, with the same fields as a blocked chat message. */
  async function screenName(ruleName: string) {
    const verdict = await filter.check(ruleName, []);
    if (verdict.decision !== "block") return;
    throw new HttpError(400, NOTIFICATION_MESSAGES.ruleNameBlocked, undefined, undefined, {
      reason: verdict.reason || NOTIFICATION_MESSAGES.ruleNameBlocked,
      categories: verdict.labels,
      toxicityScore: verdict.toxicityScore,
    });
  }

  /** Refuses a rule past the per-user caps; `replacing` is the rule an update rewrites. */
  async function ensureRoomFor(rule: NewRule, replacing?: NotificationRuleRow) {
    const others = (await repo.kinds(rule.userId)).filter((r) => r.id !== replacing?.id);
    if (!replacing && others.length >= budgets.rulesPerUser) {
      throw conflict(NOTIFICATION_MESSAGES.tooManyRules(budgets.rulesPerUser));
    }
    const gainsEmail = sendsEmail(rule) && !(replacing && sendsEmail(replacing));
    if (gainsEmail && others.filter(sendsEmail).length >= budgets.emailRulesPerUser) {
      throw conflict(NOTIFICATION_MESSAGES.tooManyEmailRules(budgets.emailRulesPerUser));
    }
  }

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
      const rule = { ...build(input), userId };
      await ensureRoomFor(rule);
      await screenName(rule.ruleName);
      const row = await repo.insert(rule);
      return { rule: presentRule(row) };
    },

    async update(userId: string, id: string, input: UpdateNotificationRuleInput) {
      const current = await repo.find(userId, id);
      if (!current) throw notFound(NOTIFICATION_MESSAGES.ruleNotFound);
      const rule = build(input as CreateNotificationRuleInput, current);
      await ensureRoomFor(rule, current);
      if (rule.ruleName !== current.ruleName) await screenName(rule.ruleName);
      const row = await repo.update(userId, id, rule);
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
