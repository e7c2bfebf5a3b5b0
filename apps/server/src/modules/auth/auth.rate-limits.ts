/**
 * Per-address limits on the public auth calls. The spec gives none; these are generous enough
 * for a family or a dorm behind one router and tight enough to stop scripted abuse
 * (docs/decisions.md).
 */
export const AUTH_RATE_LIMITS = {
  register: { max: 30, timeWindow: "1 hour" },
  login: { max: 100, timeWindow: "15 minutes" },
  availability: { max: 120, timeWindow: "1 minute" },
  refresh: { max: 60, timeWindow: "1 minute" },
  forgotPassword: { max: 10, timeWindow: "1 hour" },
  resetPassword: { max: 30, timeWindow: "15 minutes" },
} as const;

export type AuthRateLimits = Record<
  keyof typeof AUTH_RATE_LIMITS,
  { max: number; timeWindow: string }
>;

/**
 * The limits with every `max` multiplied by `scale` (AUTH_RATE_LIMIT_SCALE, default 1): the
 * browser journeys register many fans from one address within the hour.
 */
export function authRateLimits(scale: number): AuthRateLimits {
  const scaled = {} as AuthRateLimits;
  for (const [name, limit] of Object.entries(AUTH_RATE_LIMITS)) {
    scaled[name as keyof AuthRateLimits] = { ...limit, max: limit.max * scale };
  }
  return scaled;
}
