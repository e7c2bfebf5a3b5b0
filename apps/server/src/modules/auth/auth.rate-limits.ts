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
