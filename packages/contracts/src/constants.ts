/** Product constants from the spec. Each group names its section. */

export const PRODUCT_NAME = "Huddle";

/** spec 000 §3 User, §6: ordered lowest to highest. */
export const ADMIN_LEVELS = ["user", "mod", "admin", "superadmin"] as const;
export type AdminLevel = (typeof ADMIN_LEVELS)[number];

/**
 * Every stored membership tier, ordered lowest to highest. Seed 000 §3/§6 orders basic < adfree <
 * pro < team_owner < super_fan < mvp < champion < super_vip; seed 001 §6/§9 adds free (the free
 * plan, level with basic), league_owner and school, placed by their team limits
 * (docs/decisions.md, Issue 12).
 */
export const MEMBERSHIP_TIERS = [
  "free",
  "basic",
  "adfree",
  "pro",
  "team_owner",
  "league_owner",
  "school",
  "super_fan",
  "mvp",
  "champion",
  "super_vip",
] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

/** Seed 001 §3 User: how a paid tier was granted; null is a free user. */
export const SUBSCRIPTION_SOURCES = ["subscription", "exempt", "manual"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Seed 001 §1, seed 000 §6: no tier, free and basic see the sponsor banner. */
const SPONSORED_TIERS: readonly string[] = ["free", "basic"];
export function seesSponsorBanner(tier: string | null | undefined): boolean {
  return !tier || SPONSORED_TIERS.includes(tier);
}
/** Seed 000 §9: the page keeps this much room below its content for the banner. */
export const SPONSOR_BANNER_PADDING_PX = 100;
/** Seed 000 §9: the banner comes back after this many sent messages… */
export const SPONSOR_BANNER_AFTER_MESSAGES = 10;
/** …or this long since the last ad (closed); whether it is due is checked this often. */
export const SPONSOR_BANNER_AFTER_MS = 3 * 60_000;
export const SPONSOR_BANNER_CHECK_MS = 60_000;

/** spec 000 §5 Registration, §9. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound we chose so argon2 never hashes megabytes (docs/decisions.md). */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** spec 000 §5, §9: debounce of the username/email availability checks. */
export const AVAILABILITY_DEBOUNCE_MS = 500;
/** spec 000 §9: post-registration switch to the login form. */
export const POST_REGISTRATION_REDIRECT_MS = 2_000;
/** spec 000 §2 Auth page: full reload after login. */
export const POST_LOGIN_RELOAD_MS = 100;

/** spec 000 §4 Session, §9. */
export const TOKEN_REFRESH_LEAD_MS = 5 * 60_000;
export const TOKEN_REFRESH_MIN_DELAY_MS = 60_000;
export const PREEMPTIVE_LOGOUT_LEAD_MS = 30_000;

/** spec 000 §8 HTTP layer, §9. */
export const MIN_REQUEST_GAP_MS = 100;
export const RATE_LIMIT_RETRY_BASE_MS = 1_000;
export const RATE_LIMIT_MAX_RETRIES = 3;

/** spec 000 §3 Tokens: local storage keys. */
export const STORAGE_KEYS = {
  accessToken: "accessToken",
  refreshToken: "refreshToken",
  user: "user",
  activeRooms: "activeRooms",
  preferences: "preferences",
} as const;

/** spec 001 §4, §8, §9: password reset. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const FORGOT_PASSWORD_ATTEMPT_CAP = 3;
/** How long the form stays locked after the third failure ("Please wait"); ours. */
export const FORGOT_PASSWORD_LOCK_MS = 60_000;
export const RESET_SUCCESS_REDIRECT_MS = 3_000;

/** Login throttling (spec 000 §8 'Too many login attempts'); numbers are ours (docs/decisions.md). */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/** spec 000 §9 Theme colours. */
export const THEME_COLORS = { light: "#1a365d", dark: "#1f2937" } as const;
export const THEMES = ["auto", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

/** spec 000 §2 Auth page; spec 001 §1, §9: legal pages. */
export const TERMS_MODAL_LAST_UPDATED = "October 17, 2025";
export const LEGAL_PAGES_LAST_UPDATED = "November 1, 2025";

export const SUPPORT_EMAIL = "support@huddle.example";

/** spec 000 §9 Age groups (custom teams' ageRange). */
export const AGE_GROUPS = [
  "Jr. High",
  "High School",
  "Under 18",
  "18-25",
  "26-35",
  "36-45",
  "46-55",
  "55+",
  "All Ages",
] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** spec 000 §9 Skill levels (spec 001 §3's lower-case create options are the same words). */
export const SKILL_LEVELS = [
  "Beginner",
  "Recreational",
  "JV",
  "Varsity",
  "Intermediate",
  "Advanced",
  "Competitive",
  "All Levels",
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** spec 000 §9 Sports list (34). */
export const SPORTS = [
  "American Football",
  "Basketball",
  "Baseball",
  "Soccer",
  "Hockey",
  "Tennis",
  "Golf",
  "Volleyball",
  "Swimming",
  "Track and Field",
  "Wrestling",
  "Boxing",
  "MMA",
  "Cricket",
  "Rugby",
  "Lacrosse",
  "Softball",
  "Bowling",
  "Badminton",
  "Table Tennis",
  "Cycling",
  "Running",
  "Martial Arts",
  "Gymnastics",
  "Figure Skating",
  "Skiing",
  "Snowboarding",
  "Surfing",
  "Skateboarding",
  "Rock Climbing",
  "Fishing",
  "Hunting",
  "Esports",
  "Other",
] as const;
export type Sport = (typeof SPORTS)[number];

/** spec 001 §9 sports lists spell two sports differently; issue 11 accepts them as aliases. */
export const SPORT_ALIASES: Readonly<Record<string, Sport>> = {
  Football: "American Football",
  "Track & Field": "Track and Field",
};
