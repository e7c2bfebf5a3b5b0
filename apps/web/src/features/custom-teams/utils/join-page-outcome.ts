import { HttpError } from "@/lib/http/http-error";
import { JOIN_PAGE_TEXTS } from "./custom-team-texts";

export interface JoinPageNotice {
  tone: "success" | "info" | "error";
  text: string;
  hint?: string;
}

/** spec 001 §4, §8 Join page: 202 pending, 409 already a member, anything else failed. */
export function joinPageFailure(error: unknown): JoinPageNotice {
  if (error instanceof HttpError && error.status === 409) {
    return { tone: "info", text: JOIN_PAGE_TEXTS.alreadyMember };
  }
  return { tone: "error", text: JOIN_PAGE_TEXTS.joinFailed };
}

/** spec 001 §9 Join redirect delays. */
export const JOINED_REDIRECT_MS = 2_000;
export const ALREADY_MEMBER_REDIRECT_MS = 1_500;
