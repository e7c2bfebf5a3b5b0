import { HTTP_MESSAGES } from "@/lib/http/http-client";
/** spec 000 §2 Auth page and §8 Login/Registration texts not carried by AUTH_MESSAGES. */
export const AUTH_TEXTS = {
  title: "Sports-Only Chat Platform",
  accountCreated: "Account Created!",
  signInNow: "Sign In Now",
  registrationFailed: "Registration failed",
  registrationFallback: "Registration failed. Please try again.",
  conflictFallback: "Username or email already exists",
  invalidInputFallback: "Invalid input data",
  loginFallback: "Login failed. Please try again.",
  connectionError: HTTP_MESSAGES.connection,
  timeoutError: "The request timed out. Please try again.",
  serverError: "Server error. Please try again in a few minutes.",
  termsTitle: "Terms & Community Guidelines",
  acceptTerms: "I Accept These Terms",
} as const;
