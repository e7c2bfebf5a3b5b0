import { z } from "zod";
import {
  ADMIN_LEVELS,
  EMAIL_MAX_LENGTH,
  MEMBERSHIP_TIERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./constants.ts";
import { meetsResetPasswordRules } from "./rules/password-strength.ts";
import { isReservedUsername } from "./rules/reserved-names.ts";

/** spec 000 §5 and §8: the exact texts users see. */
export const AUTH_MESSAGES = {
  usernameOrEmailRequired: "Username or email is required",
  passwordRequired: "Password is required",
  usernameRequired: "Username is required",
  usernameFormat: "Username must be 3-20 characters, letters, numbers, underscore, or dash only",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordNeedsLetter: "Password must contain at least one letter",
  passwordNeedsNumber: "Password must contain at least one number",
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "You must accept the terms and conditions",
  fixValidationErrors: "Please fix the validation errors before submitting.",
  waitForValidation: "Please wait for validation to complete.",
  usernameTaken: "This username is already taken",
  usernameReserved: "This username is reserved. Please choose another one.",
  emailTaken: "An account with this email already exists",
  registered: "Account created successfully. You can now sign in.",
  accountNotFound: "No account found with that username or email address.",
  wrongPassword: "Incorrect password. Please check your password and try again.",
  suspended: "Your account has been suspended. Please contact support.",
  unverified: "Please verify your email address before signing in.",
  tooManyLoginAttempts: "Too many login attempts. Please wait a few minutes and try again.",
  forgotEmailRequired: "Email address is required",
  resetPasswordRequirements: "Password does not meet requirements",
  resetInvalidToken: "This password reset link is invalid or has expired.",
  forgotPasswordSent:
    "If an account exists for that email, we have sent a link to reset your password. The link is valid for 1 hour.",
  resetSuccess: "Password reset successful. Please sign in with your new password.",
  emailVerified: "Your email address is verified. You can now sign in.",
  emailVerifiedSignedIn: "Your email address is verified.",
  verifyInvalidToken: "This verification link is invalid or has expired.",
  verificationSent:
    "We sent a verification link to your email address. The link is valid for 24 hours.",
  alreadyVerified: "Your email address is already verified.",
  tooManyVerificationEmails:
    "You have asked for too many verification links. Please try again later.",
  loggedOut: "Signed out.",
} as const;

const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
/**
 * Exactly one plain address: dot-separated words of letters, digits and `_ + ' -` before the @,
 * a host name with a dot after it. No display names, quotes, angle brackets, commas or
 * semicolons, so the address can never be read as a list (which mail libraries deliver to).
 */
const EMAIL_LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const EMAIL_PATTERN = new RegExp(
  `^[A-Za-z0-9_+'-]+(?:\\.[A-Za-z0-9_+'-]+)*@(?:${EMAIL_LABEL}\\.)+${EMAIL_LABEL}$`,
);

export const usernameSchema = z
  .string({ error: AUTH_MESSAGES.usernameRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.usernameRequired, abort: true })
  .regex(USERNAME_PATTERN, { error: AUTH_MESSAGES.usernameFormat });

/** A username a fan may choose: the format above and not Huddle's or a staff-like name. */
export const publicUsernameSchema = usernameSchema.refine((name) => !isReservedUsername(name), {
  error: AUTH_MESSAGES.usernameReserved,
});

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid, abort: true })
  .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid });

/** spec 000 §5 Registration password: 8+ characters with a letter and a number. */
export const registrationPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordTooShort, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
  .regex(/[A-Za-z]/, { error: AUTH_MESSAGES.passwordNeedsLetter, abort: true })
  .regex(/[0-9]/, { error: AUTH_MESSAGES.passwordNeedsNumber });

export const loginRequestSchema = z.object({
  usernameOrEmail: z
    .string({ error: AUTH_MESSAGES.usernameOrEmailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.usernameOrEmailRequired })
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.accountNotFound }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.wrongPassword }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  username: publicUsernameSchema,
  email: emailSchema,
  password: registrationPasswordSchema,
  acceptedTerms: z.boolean({ error: AUTH_MESSAGES.termsRequired }),
  acceptedTermsAt: z.iso.datetime({ offset: true }).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The registration form: the request plus the confirmation field and terms gating. */
export const registerFormSchema = z
  .object({
    username: publicUsernameSchema,
    email: emailSchema,
    password: registrationPasswordSchema,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired }),
    acceptedTerms: z
      .boolean({ error: AUTH_MESSAGES.termsRequired })
      .refine((v) => v, { error: AUTH_MESSAGES.termsRequired }),
  })
  .refine((form) => form.confirmPassword === "" || form.password === form.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  adminLevel: z.enum(ADMIN_LEVELS),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  exempt: z.boolean(),
  muted: z.boolean(),
  banned: z.boolean(),
  emailVerified: z.boolean(),
  acceptedTerms: z.boolean(),
  acceptedTermsAt: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  lastActive: z.string().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/me: the signed-in account as the server has it now. */
export const meResponseSchema = z.object({ user: authUserSchema });

export const loginResponseSchema = z.object({
  success: z.literal(true),
  tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }),
  user: authUserSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({
  refreshToken: z.string({ error: "Refresh token is required" }).min(1, {
    error: "Refresh token is required",
  }),
});
export const refreshResponseSchema = z.object({
  success: z.literal(true),
  tokens: z.object({ accessToken: z.string() }),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const usernameCheckQuerySchema = z.object({ username: z.string().default("") });
export const emailCheckQuerySchema = z.object({ email: z.string().default("") });
/** spec 000 §7: the availability answer is read as both `available` and `isAvailable`. */
export const availabilityResponseSchema = z.object({
  available: z.boolean(),
  isAvailable: z.boolean(),
  reason: z.string().optional(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.forgotEmailRequired })
    .trim()
    .min(1, { error: AUTH_MESSAGES.forgotEmailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.emailInvalid, abort: true })
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid }),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const tokenQuerySchema = z.object({ token: z.string().default("") });
export const resetTokenValidationSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
});
export type ResetTokenValidation = z.infer<typeof resetTokenValidationSchema>;

/**
 * POST /api/auth/resend-verification. `alreadyVerified` tells the client to stop offering the
 * link (the address was verified meanwhile, e.g. in another tab) rather than to wait for a mail.
 */
export const resendVerificationResponseSchema = z.object({
  success: z.literal(true),
  alreadyVerified: z.boolean(),
  message: z.string(),
});
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;

/** spec 001 §5 Reset password: 8+ characters and all four character classes. */
export const resetPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, { error: AUTH_MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong, abort: true })
  .refine(meetsResetPasswordRules, { error: AUTH_MESSAGES.resetPasswordRequirements });

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.resetInvalidToken }).min(1, {
    error: AUTH_MESSAGES.resetInvalidToken,
  }),
  newPassword: resetPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordSchema,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired }),
  })
  .refine((f) => f.confirmPassword === "" || f.newPassword === f.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailRequestSchema = z.object({ token: z.string().min(1) });

/** spec 000 §4 Session: the JWT claims the client reads. */
export const accessTokenClaimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
