/** An HTTP failure with the response status and parsed body attached (spec 000 §8 HTTP layer). */
export class HttpError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.data = data;
  }
}

export interface ApiErrorBody {
  error?: string;
  details?: string[];
  message?: string;
  /** The request field a refusal is about, when the server names one (e.g. a filtered bio). */
  field?: string;
}

/** Reads `{ error, details, field }` from an unknown error body without trusting its shape. */
export function errorBody(data: unknown): ApiErrorBody {
  if (typeof data !== "object" || data === null) return {};
  const record = data as Record<string, unknown>;
  return {
    error: typeof record.error === "string" ? record.error : undefined,
    message: typeof record.message === "string" ? record.message : undefined,
    field: typeof record.field === "string" ? record.field : undefined,
    details: Array.isArray(record.details)
      ? record.details.filter((d): d is string => typeof d === "string")
      : undefined,
  };
}
