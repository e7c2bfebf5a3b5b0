import {
  aiModerationSettingsSchema,
  DEFAULT_AI_MODERATION_SETTINGS,
  type AiModerationSettings,
  type CustomModerationRule,
} from "@huddle/contracts/moderation";
import { moderate } from "@huddle/moderation/moderate";
import type { ContentFilter } from "../chat/content-filter.ts";
import type { ModerationSettingsRepository } from "./moderation-settings.repository.ts";

/** How long a node keeps settings, rules and the allow-list before re-reading them. */
const CONFIG_TTL_MS = 10_000;

interface FilterConfig {
  settings: AiModerationSettings;
  customRules: CustomModerationRule[];
  allowList: string[];
  loadedAt: number;
}

/**
 * The always-on content filter with the stored staff configuration. The configuration is cached
 * briefly so a busy room costs no extra queries; changes reach every node within 10 s.
 */
export function createModerationFilter(
  repo: ModerationSettingsRepository,
  now: () => number = Date.now,
): ContentFilter & { invalidate(): void; settings(): Promise<AiModerationSettings> } {
  let config: FilterConfig | null = null;
  let loading: Promise<FilterConfig> | null = null;

  async function load(): Promise<FilterConfig> {
    const [stored, customRules, allowList] = await Promise.all([
      repo.settings(),
      repo.customRules(),
      repo.allowList(),
    ]);
    const parsed = aiModerationSettingsSchema.safeParse(stored);
    return {
      settings: parsed.success ? parsed.data : DEFAULT_AI_MODERATION_SETTINGS,
      customRules,
      allowList,
      loadedAt: now(),
    };
  }

  async function current(): Promise<FilterConfig> {
    if (config && now() - config.loadedAt < CONFIG_TTL_MS) return config;
    loading ??= load().finally(() => (loading = null));
    config = await loading;
    return config;
  }

  return {
    async check(text, recentMessages, options) {
      const { settings, customRules, allowList } = await current();
      const result = moderate(text, {
        settings,
        customRules,
        allowList,
        recentMessages,
        modelMayBlock: options?.modelMayBlock,
      });
      return {
        decision: result.decision,
        categories: result.categories,
        labels: result.labels,
        scores: result.scores,
        toxicityScore: result.toxicityScore,
        reason: result.reason,
      };
    },
    /** The settings the filter applies now (cached like the rest). */
    async settings() {
      return (await current()).settings;
    },
    /** Drops the cached configuration: the next message re-reads it (after a staff change). */
    invalidate() {
      config = null;
    },
  };
}
