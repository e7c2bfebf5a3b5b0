import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { HttpError, errorBody } from "@/lib/http/http-error";

/**
 * The field a 409 from registration is about. The body names no field, so it is read from the
 * shared message: the availability check can pass and the name still be taken by submit time.
 */
export function registrationConflictField(error: unknown): "username" | "email" | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const message = errorBody(error.data).error;
  if (message === AUTH_MESSAGES.usernameTaken) return "username";
  if (message === AUTH_MESSAGES.emailTaken) return "email";
  return undefined;
}
