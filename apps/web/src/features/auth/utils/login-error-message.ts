import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { AUTH_TEXTS } from "./auth-texts";

const MESSAGE_PATTERNS: ReadonlyArray<[RegExp, string]> = [
  [/no account|not found|does not exist/i, AUTH_MESSAGES.accountNotFound],
  [
    /incorrect password|invalid password|wrong password|invalid credentials/i,
    AUTH_MESSAGES.wrongPassword,
  ],
  [/verify|verification|not verified/i, AUTH_MESSAGES.unverified],
  [/suspended|banned/i, AUTH_MESSAGES.suspended],
  [/too many/i, AUTH_MESSAGES.tooManyLoginAttempts],
];

function matchMessage(message: string): string | undefined {
  return MESSAGE_PATTERNS.find(([pattern]) => pattern.test(message))?.[1];
}

/** spec 000 §8 Login: the text a failed sign-in shows. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status >= 500) return AUTH_TEXTS.serverError;
    const body = errorBody(error.data);
    if (body.error) return body.error;
  }
  if (!(error instanceof Error)) return AUTH_TEXTS.loginFallback;
  const message = error.message;
  if (/fetch|network/i.test(message)) return AUTH_TEXTS.connectionError;
  if (error.name === "TimeoutError" || /time(d)? ?out/i.test(message))
    return AUTH_TEXTS.timeoutError;
  return matchMessage(message) ?? (message || AUTH_TEXTS.loginFallback);
}
