import type { ReactionSummary } from "@huddle/contracts/reactions";
import { REACTION_EMOJI } from "@huddle/contracts/reactions";
import type { Database } from "../../db/client.ts";
import { createReactionsRepository, type StoredReaction } from "./reactions.repository.ts";

/** Stored reactions grouped by message, in REACTION_EMOJI order. */
export type ReactionsByMessage = ReadonlyMap<string, readonly StoredReaction[]>;

/** The reactions slice's public look-ups: the chat adds reactions to its history pages. */
export function createReactionsQueries(database: Pick<Database, "db" | "prepare">) {
  const repo = createReactionsRepository(database);
  return {
    /** One query for a whole page of messages. */
    async byMessage(messageIds: readonly string[]): Promise<ReactionsByMessage> {
      return groupByMessage(await repo.summaries(messageIds));
    },
    /** `${messageId}|${emoji}` keys of the viewer's own reactions among these messages. */
    async reactedBy(viewerId: string, messageIds: readonly string[]): Promise<Set<string>> {
      const rows = await repo.reactedBy(viewerId, messageIds);
      return new Set(rows.map((row) => reactedKey(row.messageId, row.emoji)));
    },
  };
}

export type ReactionsQueries = ReturnType<typeof createReactionsQueries>;

export const reactedKey = (messageId: string, emoji: string) => `${messageId}|${emoji}`;

/** The messages a set of `reactedKey`s names. */
export const reactedMessageIds = (keys: ReadonlySet<string>): Set<string> =>
  new Set([...keys].map((key) => key.slice(0, key.indexOf("|"))));

export function groupByMessage(rows: readonly StoredReaction[]): ReactionsByMessage {
  const grouped = new Map<string, StoredReaction[]>();
  const ordered = [...rows].sort(
    (a, b) => REACTION_EMOJI.indexOf(a.emoji) - REACTION_EMOJI.indexOf(b.emoji),
  );
  for (const row of ordered) {
    const list = grouped.get(row.messageId) ?? [];
    list.push(row);
    grouped.set(row.messageId, list);
  }
  return grouped;
}

/** A message's reactions as one viewer sees them. */
export function presentReactions(
  stored: readonly StoredReaction[] | undefined,
  reacted: ReadonlySet<string>,
): ReactionSummary[] {
  return (stored ?? []).map((r) => ({
    emoji: r.emoji,
    count: r.count,
    reacted: reacted.has(reactedKey(r.messageId, r.emoji)),
    reactors: r.reactors,
  }));
}
