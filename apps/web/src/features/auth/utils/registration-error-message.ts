import { HttpError, errorBody } from "@/lib/http/http-error";
import { AUTH_TEXTS } from "./auth-texts";

/** spec 000 §5 Registration server errors (shown under the 'Registration failed' heading). */
export function registrationErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return AUTH_TEXTS.registrationFallback;
  const body = errorBody(error.data);
  const joined = body.details && body.details.length > 0 ? body.details.join(", ") : undefined;
  switch (error.status) {
    case 400:
      return joined ?? body.error ?? AUTH_TEXTS.registrationFallback;
    case 409:
      return body.error ?? AUTH_TEXTS.conflictFallback;
    case 422:
      return joined ?? body.error ?? AUTH_TEXTS.invalidInputFallback;
    default:
      return body.error ?? AUTH_TEXTS.registrationFallback;
  }
}
