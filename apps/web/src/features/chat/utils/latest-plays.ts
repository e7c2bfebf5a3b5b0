import type { ChatMessage } from "@huddle/contracts/chat";
import { PREDICTIONS_SUMMARY_PREFIX } from "@huddle/contracts/predictions";

/** How many of a game's latest events its header shows. */
export const LATEST_PLAYS_SHOWN = 3;

/**
 * The room's newest game events (its system messages: scores, periods, the final), newest first.
 * The predictions' tally at the final is a system message too, but no play: it would push one out.
 */
export function latestPlays(messages: readonly ChatMessage[]): ChatMessage[] {
  const plays: ChatMessage[] = [];
  for (let i = messages.length - 1; i >= 0 && plays.length < LATEST_PLAYS_SHOWN; i -= 1) {
    const message = messages[i]!;
    if (message.type === "system" && !message.text.startsWith(PREDICTIONS_SUMMARY_PREFIX)) {
      plays.push(message);
    }
  }
  return plays;
}
