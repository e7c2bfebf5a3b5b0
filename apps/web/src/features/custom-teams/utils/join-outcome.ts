import { HttpError, errorBody } from "@/lib/http/http-error";
import { CUSTOM_TEAM_TEXTS } from "./custom-team-texts";

export interface JoinNotice {
  tone: "success" | "warning" | "error";
  title: string;
  text?: string;
}

/**
 * spec 001 §8 Join on the Custom Teams page. The server answers 'already a member' with 409
 * (issue 11), the seed's web read it from a 400: both count. A 403 (blocked, not accepting
 * requests) carries a sentence the fan needs, so it is shown like a 400.
 */
export function joinFailureNotice(error: unknown): JoinNotice {
  if (error instanceof HttpError && [400, 403, 409].includes(error.status)) {
    const message = errorBody(error.data).error ?? errorBody(error.data).message;
    if (message && /already|member/i.test(message) && error.status !== 403) {
      return { tone: "warning", title: CUSTOM_TEAM_TEXTS.alreadyMemberTitle };
    }
    return {
      tone: "error",
      title: CUSTOM_TEAM_TEXTS.unableToJoinTitle,
      text: message ?? CUSTOM_TEAM_TEXTS.unableToJoinFallback,
    };
  }
  return { tone: "error", title: CUSTOM_TEAM_TEXTS.joinFailed };
}

export function joinSuccessNotice(status: "joined" | "pending"): JoinNotice {
  return status === "joined"
    ? { tone: "success", title: CUSTOM_TEAM_TEXTS.joined }
    : { tone: "success", title: CUSTOM_TEAM_TEXTS.requestSubmitted };
}
