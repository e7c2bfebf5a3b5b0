import { REACTION_LABELS, type ReactionSummary } from "@huddle/contracts/reactions";

/** "ana, ben and 3 others" from the sample of names and the count. */
export function reactorsText({ reactors, count }: Pick<ReactionSummary, "reactors" | "count">) {
  const others = count - reactors.length;
  if (reactors.length === 0) return `${count} ${count === 1 ? "fan" : "fans"}`;
  if (others <= 0) {
    return reactors.length === 1
      ? reactors[0]!
      : `${reactors.slice(0, -1).join(", ")} and ${reactors.at(-1)!}`;
  }
  return `${reactors.join(", ")} and ${others} ${others === 1 ? "other" : "others"}`;
}

/** The chip's accessible name: what, how many, and what pressing it does. */
export function reactionChipLabel(reaction: ReactionSummary): string {
  const name = REACTION_LABELS[reaction.emoji];
  const what = `${name}: ${reaction.count} ${reaction.count === 1 ? "reaction" : "reactions"}`;
  return reaction.reacted
    ? `${what}, including yours. Remove your ${name}`
    : `${what}. React with ${name}`;
}
