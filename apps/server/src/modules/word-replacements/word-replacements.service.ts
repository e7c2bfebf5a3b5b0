import {
  MAX_WORD_REPLACEMENTS,
  WORD_REPLACEMENT_MESSAGES,
  type WordReplacementInput,
} from "@huddle/contracts/word-replacements";
import {
  applyWordReplacements,
  DEFAULT_WORD_REPLACEMENTS,
} from "@huddle/moderation/word-replacements";
import type { UserRow, WordReplacementRow } from "../../db/schema.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";
import { conflict, notFound, unprocessable } from "../../lib/http-error.ts";
import { presentWordReplacement } from "./word-replacements.presenter.ts";
import type { WordReplacementsRepository } from "./word-replacements.repository.ts";

/**
 * Every history read and every mention of a fan applies their pairs, which change rarely
 * (docs/decisions.md): kept this long on a node that missed the word of a change (`forgetPairs`).
 * 10 s until 2026-12-01, with no word sent between nodes.
 */
const PAIRS_CACHE_MS = 60_000;

/**
 * A viewer's word filter (spec 000 §3, §5, §9): their pairs, applied to what they read. A change
 * here forgets this node's copy and calls `pairsChanged`, which tells the other nodes.
 */
export function createWordReplacementsService(
  repo: WordReplacementsRepository,
  pairsChanged: (userId: string) => void,
) {
  const pairsCache = new TtlCache<string, WordReplacementRow[]>(PAIRS_CACHE_MS);

  async function list(userId: string) {
    return (await repo.list(userId)).map(presentWordReplacement);
  }

  /** Runs a change and forgets the user's cached pairs. */
  async function changing<T>(userId: string, change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      pairsCache.delete(userId);
      pairsChanged(userId);
    }
  }

  return {
    list,

    /** Another node changed the user's pairs: read them afresh. */
    forgetPairs: (userId: string) => pairsCache.delete(userId),

    add: (userId: string, input: WordReplacementInput) =>
      changing(userId, async () => {
        if (await repo.hasOriginal(userId, input.originalWord)) {
          throw conflict(WORD_REPLACEMENT_MESSAGES.duplicate);
        }
        if ((await repo.count(userId)) >= MAX_WORD_REPLACEMENTS) {
          throw unprocessable(WORD_REPLACEMENT_MESSAGES.tooMany);
        }
        const [row] = await repo.insertMissing(userId, [input]);
        if (!row) throw conflict(WORD_REPLACEMENT_MESSAGES.duplicate);
        return presentWordReplacement(row);
      }),

    update: (userId: string, id: string, input: WordReplacementInput) =>
      changing(userId, async () => {
        if (await repo.hasOriginal(userId, input.originalWord, id)) {
          throw conflict(WORD_REPLACEMENT_MESSAGES.duplicate);
        }
        const row = await repo.update(userId, id, input);
        if (!row) throw notFound(WORD_REPLACEMENT_MESSAGES.notFound);
        return presentWordReplacement(row);
      }),

    remove: (userId: string, id: string) =>
      changing(userId, async () => {
        if (!(await repo.remove(userId, id))) throw notFound(WORD_REPLACEMENT_MESSAGES.notFound);
        return { success: true as const, message: "Word replacement deleted." };
      }),

    bulk: (userId: string, replacements: WordReplacementInput[], clearExisting: boolean) =>
      changing(userId, async () => {
        const unique = dedupeByOriginal(replacements);
        if (clearExisting) await repo.replaceAll(userId, unique);
        else {
          const room = MAX_WORD_REPLACEMENTS - (await repo.count(userId));
          await repo.insertMissing(userId, unique.slice(0, Math.max(room, 0)));
        }
        return { wordReplacements: await list(userId) };
      }),

    /**
     * Adds the six spec 000 §9 pairs the user does not have yet: all of them or, when they would
     * not fit under the limit, none (422, as a single add would answer).
     */
    addDefaults: (userId: string) =>
      changing(userId, async () => {
        const stored = await repo.list(userId);
        const have = new Set(stored.map((row) => row.originalWord.toLowerCase()));
        const missing = DEFAULT_WORD_REPLACEMENTS.filter((pair) => !have.has(pair.originalWord));
        if (stored.length + missing.length > MAX_WORD_REPLACEMENTS) {
          throw unprocessable(WORD_REPLACEMENT_MESSAGES.tooMany);
        }
        const added = await repo.insertMissing(userId, missing);
        return {
          addedReplacements: added.map(presentWordReplacement),
          wordReplacements: await list(userId),
        };
      }),

    /**
     * The text rewrite a viewer sees, or null when their word filter is off or empty — null
     * lets readers share one presented page instead of rewriting per viewer.
     */
    async rewriterFor(viewer: UserRow): Promise<((text: string) => string) | null> {
      if (!viewer.wordFilterEnabled) return null;
      const pairs = await pairsCache.getOrLoad(viewer.id, () => repo.list(viewer.id));
      if (pairs.length === 0) return null;
      return (text) => applyWordReplacements(text, pairs);
    },
  };
}

function dedupeByOriginal(pairs: WordReplacementInput[]): WordReplacementInput[] {
  const seen = new Set<string>();
  return pairs.filter((p) => {
    const key = p.originalWord.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export type WordReplacementsService = ReturnType<typeof createWordReplacementsService>;
