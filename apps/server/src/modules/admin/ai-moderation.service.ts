import { ADMIN_MESSAGES } from "@huddle/contracts/admin";
import type { AiAnalytics, CustomRuleRequest } from "@huddle/contracts/admin-moderation";
import {
  aiModerationSettingsSchema,
  DEFAULT_AI_MODERATION_SETTINGS,
  type AiModerationSettings,
} from "@huddle/contracts/moderation";
import { validateCustomRulePattern } from "@huddle/moderation/custom-rules";
import type { UserRow } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import type { ModerationSettingsQueries } from "../moderation/moderation-settings.queries.ts";
import type { AiModerationRepository } from "./ai-moderation.repository.ts";
import type { ModerationAnalyticsReadModel } from "./moderation-analytics.read-model.ts";

/** Accuracy as a percentage with one decimal: upheld / reviewed; null before any review. */
export function accuracyOf(reviewed: number, upheld: number): number | null {
  return reviewed === 0 ? null : Math.round((upheld / reviewed) * 1000) / 10;
}

/**
 * spec 001 §3 AI settings, analytics and custom rules. Every save tells the live filter on
 * every node to re-read its configuration (`configChanged`); a node that misses the message
 * still re-reads within the filter's 10 s cache.
 */
export function createAiModerationService(deps: {
  repo: AiModerationRepository;
  analytics: ModerationAnalyticsReadModel;
  stored: ModerationSettingsQueries;
  configChanged(): void;
}) {
  const { repo, stored } = deps;
  const audit = (actor: UserRow, action: string) => ({
    actorId: actor.id,
    actorName: actor.username,
    action,
    reason: "",
  });

  async function settings(): Promise<AiModerationSettings> {
    const parsed = aiModerationSettingsSchema.safeParse(await stored.settings());
    return parsed.success ? parsed.data : DEFAULT_AI_MODERATION_SETTINGS;
  }

  return {
    settings: async () => ({ settings: await settings() }),

    async saveSettings(actor: UserRow, next: AiModerationSettings) {
      const before = await settings();
      await repo.saveSettings(next, {
        ...audit(actor, "ai.settings"),
        targetType: "ai_settings",
        targetId: null,
        before,
        after: next,
      });
      deps.configChanged();
      return { settings: next };
    },

    async analytics(): Promise<AiAnalytics> {
      const { reviewed, upheld, ...counts } = await deps.analytics.analytics();
      return { ...counts, accuracyRate: accuracyOf(reviewed, upheld) };
    },

    rules: async () => ({ rules: await stored.customRules() }),

    async addRule(actor: UserRow, rule: CustomRuleRequest) {
      const problem = validateCustomRulePattern(rule.pattern);
      if (problem) throw badRequest(problem);
      const row = await repo.addRule(rule, actor.id, {
        ...audit(actor, "ai.rule.add"),
        targetType: "custom_rule",
      });
      deps.configChanged();
      return {
        rule: {
          id: row.id,
          pattern: row.pattern,
          action: row.action,
          description: row.description,
        },
      };
    },

    async deleteRule(actor: UserRow, id: string) {
      const deleted = await repo.deleteRule(id, {
        ...audit(actor, "ai.rule.delete"),
        targetType: "custom_rule",
        targetId: id,
      });
      if (!deleted) throw notFound(ADMIN_MESSAGES.ruleNotFound);
      deps.configChanged();
      return { success: true as const, message: "Custom rule deleted" };
    },
  };
}

export type AiModerationService = ReturnType<typeof createAiModerationService>;
