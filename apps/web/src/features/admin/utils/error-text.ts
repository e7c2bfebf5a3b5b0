import { HttpError, errorBody } from "@/lib/http/http-error";

/** spec 001 §8: the server's own error text is preferred; the console's text otherwise. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) return errorBody(error.data).error ?? fallback;
  return fallback;
}
