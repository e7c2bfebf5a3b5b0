/** A refusal the client should see as `{ error, details? }` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
    readonly headers?: Record<string, string>,
    /** Extra fields for the body, e.g. a content-filter rejection's categories. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, details?: string[]) =>
  new HttpError(400, message, details);
export const unauthorized = (message = "Authentication required") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do that.") =>
  new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, details?: string[]) =>
  new HttpError(422, message, details);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** The `{ error, details?, ...extra }` body of an HttpError (HTTP responses and socket acks). */
export function httpErrorBody(error: HttpError): Record<string, unknown> {
  return {
    error: error.message,
    ...(error.details ? { details: error.details } : {}),
    ...error.extra,
  };
}
