/** What the chat needs from the content filter (packages/moderation behind it). */
export interface FilterVerdict {
  decision: "allow" | "block" | "quarantine" | "flag";
  categories: string[];
  labels: string[];
  scores: Record<string, number>;
  toxicityScore: number;
  reason: string;
}

export interface FilterOptions {
  /**
   * Whether the trained model alone may block (default true). Profile texts pass false: names
   * are short and unlike chat lines, where the model learned, and a surname it misreads would
   * keep a fan from signing up; listed words and staff rules still block them.
   */
  modelMayBlock?: boolean;
}

export interface ContentFilter {
  check(text: string, recentMessages: string[], options?: FilterOptions): Promise<FilterVerdict>;
}
