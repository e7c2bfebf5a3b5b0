import { textBlockedByFilter } from "@huddle/contracts/moderation";
import { HttpError } from "../../lib/http-error.ts";
import type { ContentFilter, FilterVerdict } from "./content-filter.ts";

/**
 * Texts others read outside the chat (profiles, custom teams and their games, join requests,
 * a team's replacement words) go through the same filter and staff rules as chat messages,
 * except that the model alone does not block them (see FilterOptions). There is no review queue
 * for them, so a text the filter would hold for review is refused like a blocked one.
 *
 * `labels` names every field a form may send, as its refusal names it; each of them with a value
 * in `values` is screened (a missing or empty one is not: nothing new would be shown).
 */
export function createPublicTextScreen(filter: ContentFilter) {
  return async function screenTexts<K extends string>(
    labels: Readonly<Record<K, string>>,
    values: { readonly [F in NoInfer<K>]?: string | null },
  ): Promise<void> {
    for (const field of Object.keys(labels) as K[]) {
      const value = values[field];
      if (!value) continue;
      const verdict = await filter.check(value, [], { modelMayBlock: false });
      if (verdict.decision === "block" || verdict.decision === "quarantine") {
        throw textRejection(field, labels[field], verdict);
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
