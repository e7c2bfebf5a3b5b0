/** spec 001 §2, §5 and §8 password reset texts. */
export const RESET_TEXTS = {
  forgotTitle: "Forgot your password?",
  forgotIntro:
    "Enter the email address on your account and we will send you a link to reset your password.",
  sendLink: "Send Reset Link",
  checkEmail: "Check your email",
  tryDifferentEmail: "Try Different Email",
  sendFailed: "Failed to send reset email. Please try again later.",
  tooManyAttempts: "Too many attempts. Please wait before trying again.",
  backToSignIn: "Back to sign in",
  resetTitle: "Reset your password",
  validating: "Validating reset link...",
  invalidTitle: "Invalid Reset Link",
  invalidBody:
    "This password reset link is invalid or has expired. Reset links are valid for 1 hour.",
  requestNewLink: "Request a new reset link",
  resetFailed: "Failed to reset password. Please try again or request a new reset link.",
  resetButton: "Reset Password",
  successTitle: "Password Reset!",
  redirecting: "Redirecting you to sign in...",
} as const;

export function attemptWarning(attempt: number, cap: number): string {
  return `Attempt ${attempt} of ${cap}`;
}
