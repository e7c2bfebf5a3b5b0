import { z } from "zod";

/**
 * Content-filter contracts shared by the server, the web and `@huddle/moderation`.
 * spec 001 §3 AI moderation settings / Custom moderation rule, §9 AI moderation defaults;
 * spec 000 §3 Filter rejection data, §8 Chat (labels and default text).
 */

/** spec 001 §3: the AI-moderation categories an admin can tune. */
export const AI_MODERATION_CATEGORIES = [
  "toxicity",
  "profanity",
  "spam",
  "harassment",
  "hate_speech",
  "sexual_content",
  "violence",
] as const;
export type AiModerationCategory = (typeof AI_MODERATION_CATEGORIES)[number];

/** The AI categories plus the topics the terms ban on a sports-only product (spec 001 §1). */
export const MODERATION_CATEGORIES = [...AI_MODERATION_CATEGORIES, "politics", "religion"] as const;
export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

/** spec 000 §8 Chat: the labels the Message Blocked modal shows. */
export const MODERATION_LABELS = [
  "Political Content",
  "Offensive Language",
  "Spam",
  "Harassment",
  "Inappropriate Content",
  "Toxic Behavior",
  "Personal Attack",
  "Hate Speech",
] as const;
export type ModerationLabel = (typeof MODERATION_LABELS)[number];

/** One label per category; the reasoning is in docs/moderation.md. */
export const CATEGORY_LABELS: Record<ModerationCategory, ModerationLabel> = {
  toxicity: "Toxic Behavior",
  profanity: "Offensive Language",
  spam: "Spam",
  harassment: "Harassment",
  hate_speech: "Hate Speech",
  sexual_content: "Inappropriate Content",
  violence: "Personal Attack",
  politics: "Political Content",
  religion: "Inappropriate Content",
};

/** spec 000 §8 Chat: default text of the Message Blocked modal and the rejection `error`. */
export const MESSAGE_BLOCKED_TEXT = "Message blocked by content filter";

/**
 * A text others read outside the chat (a profile, a team's name, a game's place, a team's
 * replacement word) that the content filter refused; the 400 body also carries its reason.
 */
export const textBlockedByFilter = (label: string) => `${label} was blocked by the content filter.`;

/** spec 001 §8: threshold sliders range 0.1 to 1.0. */
const thresholdSchema = z.number().min(0.1).max(1);

export const categorySettingSchema = z.object({
  enabled: z.boolean(),
  threshold: thresholdSchema,
});
export type CategorySetting = z.infer<typeof categorySettingSchema>;

export const aiModerationSettingsSchema = z.object({
  enabled: z.boolean(),
  autoDelete: z.boolean(),
  autoDeleteThreshold: thresholdSchema,
  quarantineEnabled: z.boolean(),
  quarantineThreshold: thresholdSchema,
  notifyModerators: z.boolean(),
  categories: z.object({
    toxicity: categorySettingSchema,
    profanity: categorySettingSchema,
    spam: categorySettingSchema,
    harassment: categorySettingSchema,
    hate_speech: categorySettingSchema,
    sexual_content: categorySettingSchema,
    violence: categorySettingSchema,
  }),
});
export type AiModerationSettings = z.infer<typeof aiModerationSettingsSchema>;

/** spec 001 §9 AI moderation defaults. */
export const DEFAULT_AI_MODERATION_SETTINGS: AiModerationSettings = {
  enabled: false,
  autoDelete: false,
  autoDeleteThreshold: 0.8,
  quarantineEnabled: true,
  quarantineThreshold: 0.6,
  notifyModerators: true,
  categories: {
    toxicity: { enabled: true, threshold: 0.7 },
    profanity: { enabled: true, threshold: 0.8 },
    spam: { enabled: true, threshold: 0.6 },
    harassment: { enabled: true, threshold: 0.7 },
    hate_speech: { enabled: true, threshold: 0.8 },
    sexual_content: { enabled: true, threshold: 0.9 },
    violence: { enabled: true, threshold: 0.8 },
  },
};

/**
 * Thresholds for the terms-banned topics, which the AI settings do not expose. Chosen so one
 * unambiguous political or religious cue blocks, but a single ambiguous word does not
 * (docs/moderation.md).
 */
export const TERMS_CATEGORY_THRESHOLDS: Record<"politics" | "religion", number> = {
  politics: 0.7,
  religion: 0.7,
};

/** Longest custom-rule pattern we accept; longer patterns are a paste accident or an attack. */
export const CUSTOM_RULE_PATTERN_MAX_LENGTH = 200;

export const CUSTOM_RULE_ACTIONS = ["flag", "delete", "quarantine"] as const;
export type CustomRuleAction = (typeof CUSTOM_RULE_ACTIONS)[number];

/**
 * spec 001 §3 Custom moderation rule. `pattern` is a case-insensitive substring, or a regular
 * expression when written as `/source/` (see @huddle/moderation custom-rules.ts for the guards).
 */
export const customModerationRuleSchema = z.object({
  id: z.string().min(1),
  pattern: z.string().trim().min(1, "Please enter a pattern").max(CUSTOM_RULE_PATTERN_MAX_LENGTH),
  action: z.enum(CUSTOM_RULE_ACTIONS),
  description: z.string().max(500).default(""),
});
export type CustomModerationRule = z.infer<typeof customModerationRuleSchema>;

/** spec 000 §3 Filter rejection data: HTTP 400 body and socket ack of a blocked message. */
export const filterRejectionSchema = z.object({
  error: z.string(),
  reason: z.string(),
  categories: z.array(z.string()),
  toxicityScore: z.number().min(0).max(1).optional(),
});
export type FilterRejection = z.infer<typeof filterRejectionSchema>;
