import { z } from "zod";
import { SIDELINE_LOCK_AFTER_MS } from "@huddle/contracts/rules/game-autopilot";
import { parseDuration } from "./lib/duration.ts";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const durationFromEnv = z.string().transform((value, ctx) => {
  const ms = parseDuration(value);
  if (ms === null) {
    ctx.addIssue({ code: "custom", message: `invalid duration "${value}" (use e.g. 15m, 30d)` });
    return z.NEVER;
  }
  return ms;
});

/**
 * Which `X-Forwarded-For` hops to believe (README, Security): off, a hop count (`1` = one proxy in
 * front; `true` means 1), or a comma-separated list of the proxies' addresses or CIDR ranges.
 * Trusting every hop would let a client pick its own address and dodge every per-address limit.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false" || value === "0" || value === "no") return false;
    if (value === "true" || value === "yes") return 1;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(",").map((a) => a.trim());
    if (addresses.every((a) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a))) return addresses;
    ctx.addIssue({
      code: "custom",
      message: `invalid TRUST_PROXY "${value}" (use a hop count such as 1, or proxy addresses)`,
    });
    return z.NEVER;
  });

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url().optional());

/**
 * Every setting comes from the environment (README, Configuration). Keep this table and the
 * README's in step.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl,
  DATABASE_CONNECT_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  REDIS_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ACCESS_TOKEN_TTL: durationFromEnv.prefault("15m"),
  REFRESH_TOKEN_TTL: durationFromEnv.prefault("30d"),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default("Huddle <no-reply@huddle.local>"),
  REQUIRE_EMAIL_VERIFICATION: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().optional(),
  SCORES_PROVIDER: z.enum(["simulator", "espn"]).default("simulator"),
  SIM_SEED: z.string().min(1).default("huddle"),
  SIM_SPEED: z.coerce.number().min(1).max(100).default(1),
  SCORES_TICK_MS: z.coerce.number().int().min(500).max(600_000).default(5_000),
  // Issue 15 §3: a sideline room turns read-only this long after its game's final. The browser
  // journeys shorten it to watch a lock happen; an hour everywhere else.
  SIDELINE_LOCK_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(SIDELINE_LOCK_AFTER_MS / 1000),
  DELIVERY_TICK_MS: z.coerce.number().int().min(1_000).default(60_000),
  JOBS_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(1_000),
  TRUST_PROXY: trustProxyFromEnv.prefault("false"),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https: URL")
    .optional(),
  WEB_PUSH_ALLOW_HTTP: booleanFromEnv.default(false),
  /** Billing (issue 12): without both keys billing is off and paid plans show unavailable. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Price ids per paid plan; when unset the price carrying the plan's lookup key is used. */
  STRIPE_PRICE_ADFREE: z.string().optional(),
  STRIPE_PRICE_TEAM_OWNER: z.string().optional(),
  STRIPE_PRICE_LEAGUE_OWNER: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  /** Points the Stripe SDK elsewhere (stripe-mock or a test double), e.g. http://127.0.0.1:12111. */
  STRIPE_API_BASE: optionalUrl,
  /** The sponsor banner's link (an http(s) URL or a path here) and text; no sponsor: our own ad. */
  SPONSOR_URL: z
    .string()
    .regex(/^(https?:\/\/|\/)/, "SPONSOR_URL must be an http(s) URL or a path starting with /")
    .default("/premium"),
  SPONSOR_TEXT: z.string().trim().min(1).max(200).default("Enjoy Huddle without ads: go Premium"),
  /** E2E journeys only: test hooks such as playing a simulated game out (never in production). */
  E2E_TEST_HOOKS: booleanFromEnv.default(false),
  /**
   * Multiplies the per-address limits of the public auth calls (modules/auth/auth.rate-limits.ts):
   * the browser journeys register many fans from 127.0.0.1. Default 1.
   */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1_000).default(1),
  /** Benchmarks only: multiplies the send budgets and socket caps (src/abuse/abuse-budgets.ts). */
  ABUSE_BUDGET_SCALE: z.coerce.number().min(1).max(100_000).default(1),
});

type RawConfig = z.infer<typeof configSchema>;

export type Config = Omit<RawConfig, "PUBLIC_URL"> & { PUBLIC_URL: string };

/** Parses the environment; throws one readable error listing every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const raw = parsed.data;
  if (!raw.VAPID_PUBLIC_KEY !== !raw.VAPID_PRIVATE_KEY) {
    throw new Error(
      "Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
  }
  if (raw.E2E_TEST_HOOKS && env.NODE_ENV === "production") {
    throw new Error("Invalid configuration:\n  E2E_TEST_HOOKS must not be set in production");
  }
  const publicUrl = raw.PUBLIC_URL ?? `http://${raw.HOST}:${raw.PORT}`;
  return { ...raw, PUBLIC_URL: publicUrl.replace(/\/$/, "") };
}
