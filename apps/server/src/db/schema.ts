// The full schema, as drizzle-kit and the query builder see it.
export * from "./schema/users.ts";
export * from "./schema/sessions.ts";
export * from "./schema/auth-tokens.ts";
export * from "./schema/login-failures.ts";
export * from "./schema/messages.ts";
export * from "./schema/moderation.ts";
export * from "./schema/rooms.ts";
export * from "./schema/word-replacements.ts";
export * from "./schema/sports.ts";
export * from "./schema/social.ts";
export * from "./schema/notifications.ts";
export * from "./schema/deliveries.ts";
export * from "./schema/custom-teams.ts";
export * from "./schema/billing.ts";
export * from "./schema/reactions.ts";
export * from "./schema/mentions.ts";

export * from "./schema/predictions.ts";
export * from "./schema/mail-retries.ts";
