import {
  DEFAULT_AI_MODERATION_SETTINGS,
  type AiModerationSettings,
  type CustomModerationRule,
} from "@huddle/contracts/moderation";

/** Test factories with overrides (STYLE.md, Tests). */

export function buildSettings(overrides: Partial<AiModerationSettings> = {}): AiModerationSettings {
  return structuredClone({ ...DEFAULT_AI_MODERATION_SETTINGS, ...overrides });
}

let ruleId = 0;
export function buildRule(overrides: Partial<CustomModerationRule> = {}): CustomModerationRule {
  ruleId++;
  return {
    id: `rule-${ruleId}`,
    pattern: "tickets",
    action: "flag",
    description: "",
    ...overrides,
  };
}
