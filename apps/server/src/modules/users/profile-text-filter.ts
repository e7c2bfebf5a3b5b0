import {
  PROFILE_MESSAGES,
  PROFILE_TEXT_LABELS,
  type ProfileTextField,
} from "@huddle/contracts/profile";
import { HttpError } from "../../lib/http-error.ts";
import type { ContentFilter, FilterVerdict } from "../chat/content-filter.ts";

export type ProfileTexts = Partial<Record<ProfileTextField, string | null | undefined>>;

/**
 * Profile texts (username, display name, bio, location, the favorite team shown as flair on every
 * message) go through the same filter and staff rules as chat messages, except that the model
 * alone does not block them (see FilterOptions). There is no review queue for a profile, so a
 * text the filter would hold for review is refused like a blocked one.
 */
export function createProfileTextFilter(filter: ContentFilter) {
  return async function screenProfileTexts(texts: ProfileTexts): Promise<void> {
    for (const [field, value] of Object.entries(texts) as [ProfileTextField, string][]) {
      if (!value) continue;
      const text = field === "username" ? usernameAsWords(value) : value;
      const verdict = await filter.check(text, [], { modelMayBlock: false });
      if (verdict.decision === "block" || verdict.decision === "quarantine") {
        throw profileTextRejection(field, verdict);
      }
    }
  };
}

export type ProfileTextFilter = ReturnType<typeof createProfileTextFilter>;

/** `Kill_Yourself` and `KillYourself` read as the words they spell. */
function usernameAsWords(username: string): string {
  return username.replace(/[_-]+/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2");
}

/** 400 naming the field, with the filter's reason and categories like a blocked message. */
function profileTextRejection(field: ProfileTextField, verdict: FilterVerdict): HttpError {
  return new HttpError(
    400,
    PROFILE_MESSAGES.textBlocked(PROFILE_TEXT_LABELS[field]),
    [verdict.reason],
    undefined,
    { field, reason: verdict.reason, categories: verdict.labels },
  );
}
