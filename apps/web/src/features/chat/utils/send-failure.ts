import { errorBody } from "@/lib/http/http-error";

/** spec 000 §3 Filter rejection data: what the Message Blocked modal shows. */
export interface FilterRejection {
  reason?: string;
  categories: string[];
  toxicityScore?: number;
}

/** A failed send: `rejection` is set when the content filter blocked the text. */
export class SendMessageError extends Error {
  readonly status: number;
  readonly rejection: FilterRejection | null;
  constructor(message: string, status: number, rejection: FilterRejection | null) {
    super(message);
    this.name = "SendMessageError";
    this.status = status;
    this.rejection = rejection;
  }
}

/** spec 000 §8 Chat: a 400 carrying a reason or categories is a content-filter block. */
export function filterRejectionFrom(status: number, data: unknown): FilterRejection | null {
  if (status !== 400 || typeof data !== "object" || data === null) return null;
  const record = data as Record<string, unknown>;
  const categories = Array.isArray(record.categories)
    ? record.categories.filter((c): c is string => typeof c === "string")
    : null;
  const reason = typeof record.reason === "string" ? record.reason : undefined;
  if (!categories && reason === undefined) return null;
  return {
    reason: reason ?? errorBody(data).error,
    categories: categories ?? [],
    toxicityScore: typeof record.toxicityScore === "number" ? record.toxicityScore : undefined,
  };
}
