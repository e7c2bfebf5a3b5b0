import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import type { NoticeTone } from "@/components/ui/notice";

export interface QueryNotice {
  text: string;
  tone: NoticeTone;
}

/**
 * Only known notices may come from the query string, so a link cannot inject arbitrary text; each
 * with its tone (the server's verification redirect sends both outcomes to /login).
 */
const QUERY_MESSAGES: ReadonlyMap<string, NoticeTone> = new Map([
  [AUTH_MESSAGES.resetSuccess, "success"],
  [AUTH_MESSAGES.emailVerified, "success"],
  [AUTH_MESSAGES.loggedOut, "success"],
  [AUTH_MESSAGES.registered, "success"],
  [AUTH_MESSAGES.verifyInvalidToken, "error"],
]);

/** The `?message=` notice of /login, when it is one of ours. */
export function queryNotice(message: string | null): QueryNotice | null {
  const tone = message ? QUERY_MESSAGES.get(message) : undefined;
  return message && tone ? { text: message, tone } : null;
}

/**
 * A verification link opened while signed in still lands on /login: its outcome, worded for a
 * fan who is signed in already (no "You can now sign in").
 */
export function signedInVerificationNotice(message: string | null): QueryNotice | null {
  if (message === AUTH_MESSAGES.emailVerified) {
    return { text: AUTH_MESSAGES.emailVerifiedSignedIn, tone: "success" };
  }
  return message === AUTH_MESSAGES.verifyInvalidToken ? { text: message, tone: "error" } : null;
}
