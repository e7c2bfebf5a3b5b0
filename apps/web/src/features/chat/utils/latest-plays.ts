import type { ChatMessage } from "@huddle/contracts/chat";

/** How many of a game's latest events its header shows. */
export const LATEST_PLAYS_SHOWN = 3;

/** The room's newest game events (its system messages: scores, periods, the final), newest first. */
export function latestPlays(messages: readonly ChatMessage[]): ChatMessage[] {
  const plays: ChatMessage[] = [];
  for (let i = messages.length - 1; i >= 0 && plays.length < LATEST_PLAYS_SHOWN; i -= 1) {
    const message = messages[i]!;
    if (message.type === "system") plays.push(message);
  }
  return plays;
}
