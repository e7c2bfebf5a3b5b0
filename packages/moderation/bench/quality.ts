import { moderate } from "../src/moderate.ts";
import type { DavidsonTweet, LabeledMessage } from "./datasets.ts";

/** Quality figures shared by the measuring script and the quality tests. */

export interface LabeledQuality {
  total: number;
  blockExpected: number;
  allowExpected: number;
  /** Blocked share of block-labelled messages. */
  recall: number;
  /** Blocked share of allow-labelled messages. */
  falsePositiveRate: number;
  missed: LabeledMessage[];
  falsePositives: LabeledMessage[];
  recallByCategory: Record<string, number>;
}

export function measureLabeled(messages: readonly LabeledMessage[]): LabeledQuality {
  const missed: LabeledMessage[] = [];
  const falsePositives: LabeledMessage[] = [];
  const perCategory = new Map<string, [blocked: number, total: number]>();
  let blockExpected = 0;
  for (const message of messages) {
    const blocked = moderate(message.text).decision === "block";
    if (message.expected === "block") {
      blockExpected++;
      const key = message.category ?? "uncategorized";
      const counts = perCategory.get(key) ?? [0, 0];
      counts[1]++;
      if (blocked) counts[0]++;
      else missed.push(message);
      perCategory.set(key, counts);
    } else if (blocked) falsePositives.push(message);
  }
  const allowExpected = messages.length - blockExpected;
  return {
    total: messages.length,
    blockExpected,
    allowExpected,
    recall: (blockExpected - missed.length) / Math.max(blockExpected, 1),
    falsePositiveRate: falsePositives.length / Math.max(allowExpected, 1),
    missed,
    falsePositives,
    recallByCategory: Object.fromEntries(
      [...perCategory].map(([category, [blocked, total]]) => [category, blocked / total]),
    ),
  };
}

export interface DavidsonQuality {
  /** Tweets per class: 0 hate speech, 1 offensive, 2 neither. */
  counts: [number, number, number];
  /** Blocked share per class. */
  blockRate: [number, number, number];
  /** Blocked share of classes 0 and 1 together. */
  recallHateAndOffensive: number;
}

export function measureDavidson(tweets: readonly DavidsonTweet[]): DavidsonQuality {
  const counts: [number, number, number] = [0, 0, 0];
  const blocked: [number, number, number] = [0, 0, 0];
  for (const { cls, tweet } of tweets) {
    counts[cls]++;
    if (moderate(tweet).decision === "block") blocked[cls]++;
  }
  const rate = (i: 0 | 1 | 2): number => blocked[i] / Math.max(counts[i], 1);
  return {
    counts,
    blockRate: [rate(0), rate(1), rate(2)],
    recallHateAndOffensive: (blocked[0] + blocked[1]) / Math.max(counts[0] + counts[1], 1),
  };
}
