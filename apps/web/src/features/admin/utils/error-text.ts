import { HttpError, errorBody } from "@/lib/http/http-error";

/**
 * spec 001 §8: the server's own error text is preferred; the console's text otherwise. A
 * refused input says which rule it broke ("A reason is required"), not "Validation failed".
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  const body = errorBody(error.data);
  return body.details?.[0] ?? body.error ?? fallback;
}
