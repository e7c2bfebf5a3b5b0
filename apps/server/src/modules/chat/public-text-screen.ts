import { textBlockedByFilter } from "@huddle/contracts/moderation";
import { HttpError } from "../../lib/http-error.ts";
import type { ContentFilter, FilterVerdict } from "./content-filter.ts";

/** One text about to be stored where others read it, with the label its refusal names. */
export interface PublicText {
  field: string;
  label: string;
  value: string | null | undefined;
}

/**
 * Texts others read outside the chat (profiles, custom teams and their games, join requests,
 * a team's replacement words) go through the same filter and staff rules as chat messages,
 * except that the model alone does not block them (see FilterOptions). There is no review queue
 * for them, so a text the filter would hold for review is refused like a blocked one.
 */
export function createPublicTextScreen(filter: ContentFilter) {
  return async function screenTexts(texts: readonly PublicText[]): Promise<void> {
    for (const { field, label, value } of texts) {
      if (!value) continue;
      const verdict = await filter.check(value, [], { modelMayBlock: false });
      if (verdict.decision === "block" || verdict.decision === "quarantine") {
        throw textRejection(field, label, verdict);
      }
    }
  };
}

export type PublicTextScreen = ReturnType<typeof createPublicTextScreen>;

/** 400 naming the field, with the filter's reason and categories like a blocked message. */
function textRejection(field: string, label: string, verdict: FilterVerdict): HttpError {
  return new HttpError(400, textBlockedByFilter(label), [verdict.reason], undefined, {
    field,
    reason: verdict.reason,
    categories: verdict.labels,
  });
}
