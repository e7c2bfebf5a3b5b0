import { HttpError, errorBody } from "@/lib/http/http-error";

/** The server's sentence for a failed call, or `fallback` when it sent none (or never answered). */
export function apiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const body = errorBody(error.data);
  return body.error ?? body.message ?? fallback;
}
