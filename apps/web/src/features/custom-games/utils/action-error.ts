import { HttpError, errorBody } from "@/lib/http/http-error";

/**
 * spec 001 §8: a failed call shows the server's reason (with its details on a 400), else the
 * screen's own fallback text. A detail that repeats the reason (a path parameter's only rule) is
 * not said twice.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const body = errorBody(error.data);
  const details = (body.details ?? []).filter((detail) => detail !== body.error);
  if (body.error && details.length) return `${body.error}: ${details.join(", ")}`;
  return body.error ?? body.message ?? fallback;
}
