import {
  aiModerationSettingsSchema,
  DEFAULT_AI_MODERATION_SETTINGS,
  type AiModerationSettings,
  type CustomModerationRule,
} from "@huddle/contracts/moderation";
import { moderate } from "@huddle/moderation/moderate";
import { TtlCache } from "../../lib/ttl-cache.ts";
import type { ContentFilter } from "../chat/content-filter.ts";
import type { ModerationSettingsRepository } from "./moderation-settings.repository.ts";

/** Whether the filter, with the staff's configuration, would block a text. */
export type TextBlocker = (text: string) => boolean;

/** How long a node keeps settings, rules and the allow-list before re-reading them. */
const CONFIG_TTL_MS = 10_000;

interface FilterConfig {
  settings: AiModerationSettings;
  customRules: CustomModerationRule[];
  allowList: string[];
}

/** The filter caches one configuration, under this key. */
const CONFIG_KEY = "config";

/**
 * The always-on content filter with the stored staff configuration. The configuration is cached
 * briefly so a busy room costs no extra queries; changes reach every node within 10 s.
 */
export function createModerationFilter(
  repo: ModerationSettingsRepository,
  now: () => number = Date.now,
): ContentFilter & {
  invalidate(): void;
  settings(): Promise<AiModerationSettings>;
  blocker(): Promise<TextBlocker>;
} {
  const cache = new TtlCache<typeof CONFIG_KEY, FilterConfig>(CONFIG_TTL_MS, 1, now);

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
    };
  }

  function current(): Promise<FilterConfig> {
    return cache.getOrLoad(CONFIG_KEY, load);
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
    /**
     * The filter as configured now, as a synchronous check: for texts the server composes
     * while presenting (a team's word replacements applied to a message), where an await per
     * message does not fit.
     */
    async blocker() {
      const { settings, customRules, allowList } = await current();
      return (text) => moderate(text, { settings, customRules, allowList }).decision === "block";
    },
    /** The settings the filter applies now (cached like the rest). */
    async settings() {
      return (await current()).settings;
    },
    /** Drops the cached configuration: the next message re-reads it (after a staff change). */
    invalidate() {
      cache.delete(CONFIG_KEY);
    },
  };
}
