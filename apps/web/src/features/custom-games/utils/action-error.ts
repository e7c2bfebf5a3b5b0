import { HttpError, errorBody } from "@/lib/http/http-error";

/**
 * spec 001 §8: a failed call shows the server's reason (with its details on a 400), else the
 * screen's own fallback text.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const body = errorBody(error.data);
  if (body.error && body.details?.length) return `${body.error}: ${body.details.join(", ")}`;
  return body.error ?? body.message ?? fallback;
}
