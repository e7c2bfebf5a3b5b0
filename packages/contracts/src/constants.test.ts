import { describe, expect, it } from "vitest";
import {
  ADMIN_LEVELS,
  AVAILABILITY_DEBOUNCE_MS,
  EMAIL_MAX_LENGTH,
  FORGOT_PASSWORD_ATTEMPT_CAP,
  LEGAL_PAGES_LAST_UPDATED,
  MEMBERSHIP_TIERS,
  MIN_REQUEST_GAP_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POST_LOGIN_RELOAD_MS,
  POST_REGISTRATION_REDIRECT_MS,
  PREEMPTIVE_LOGOUT_LEAD_MS,
  RATE_LIMIT_MAX_RETRIES,
  RATE_LIMIT_RETRY_BASE_MS,
  RESET_SUCCESS_REDIRECT_MS,
  RESET_TOKEN_TTL_MS,
  STORAGE_KEYS,
  TERMS_MODAL_LAST_UPDATED,
  THEME_COLORS,
  THEMES,
  TOKEN_REFRESH_LEAD_MS,
  TOKEN_REFRESH_MIN_DELAY_MS,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./constants.ts";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("roles (spec 000 §3, §6, §9)", () => {
  it("has 4 admin levels ordered user < mod < admin < superadmin", () => {
    expect(ADMIN_LEVELS).toEqual(["user", "mod", "admin", "superadmin"]);
  });

  it("has seed 000's 8 tiers in order plus seed 001's free, league_owner and school", () => {
    expect(MEMBERSHIP_TIERS).toEqual([
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
    ]);
  });
});

describe("field limits (spec 000 §5, §9)", () => {
  it("allows usernames of 3 to 20 characters", () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(USERNAME_MAX_LENGTH).toBe(20);
  });

  it("requires passwords of at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it("caps passwords above the minimum and emails at 254 characters", () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThan(PASSWORD_MIN_LENGTH);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });
});

describe("timings (spec 000 §2, §4, §8, §9; spec 001 §4, §9)", () => {
  it("debounces availability checks by 500 ms", () => {
    expect(AVAILABILITY_DEBOUNCE_MS).toBe(500);
  });

  it("switches to login 2 s after registration", () => {
    expect(POST_REGISTRATION_REDIRECT_MS).toBe(2 * SECOND);
  });

  it("reloads 100 ms after login", () => {
    expect(POST_LOGIN_RELOAD_MS).toBe(100);
  });

  it("keeps at least 100 ms between requests", () => {
    expect(MIN_REQUEST_GAP_MS).toBe(100);
  });

  it("refreshes the token 5 min before expiry with a 60 s minimum delay", () => {
    expect(TOKEN_REFRESH_LEAD_MS).toBe(5 * MINUTE);
    expect(TOKEN_REFRESH_MIN_DELAY_MS).toBe(60 * SECOND);
  });

  it("logs out pre-emptively 30 s before expiry", () => {
    expect(PREEMPTIVE_LOGOUT_LEAD_MS).toBe(30 * SECOND);
  });

  it("retries rate-limited requests up to 3 times starting at 1 s", () => {
    expect(RATE_LIMIT_MAX_RETRIES).toBe(3);
    expect(RATE_LIMIT_RETRY_BASE_MS).toBe(SECOND);
  });

  it("caps forgot-password attempts at 3", () => {
    expect(FORGOT_PASSWORD_ATTEMPT_CAP).toBe(3);
  });

  it("keeps reset tokens valid for 1 hour", () => {
    expect(RESET_TOKEN_TTL_MS).toBe(HOUR);
  });

  it("redirects 3 s after a successful reset", () => {
    expect(RESET_SUCCESS_REDIRECT_MS).toBe(3 * SECOND);
  });
});

describe("theme (spec 000 §4, §9)", () => {
  it("uses #1a365d for light and #1f2937 for dark", () => {
    expect(THEME_COLORS).toEqual({ light: "#1a365d", dark: "#1f2937" });
  });

  it("offers auto, light and dark", () => {
    expect(THEMES).toEqual(["auto", "light", "dark"]);
  });
});

describe("storage and legal (spec 000 §2, §3, §9)", () => {
  it("uses the spec's local storage keys", () => {
    expect(STORAGE_KEYS).toMatchObject({
      accessToken: "accessToken",
      refreshToken: "refreshToken",
      user: "user",
      activeRooms: "activeRooms",
    });
  });

  it("dates the terms modal October 17, 2025 and the legal pages November 1, 2025", () => {
    expect(TERMS_MODAL_LAST_UPDATED).toBe("October 17, 2025");
    expect(LEGAL_PAGES_LAST_UPDATED).toBe("November 1, 2025");
  });
});
