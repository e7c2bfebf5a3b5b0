/** What the chat needs from the content filter (packages/moderation behind it). */
export interface FilterVerdict {
  decision: "allow" | "block" | "quarantine" | "flag";
  categories: string[];
  labels: string[];
  scores: Record<string, number>;
  toxicityScore: number;
  reason: string;
}

export interface ContentFilter {
  check(text: string, recentMessages: string[]): Promise<FilterVerdict>;
}
