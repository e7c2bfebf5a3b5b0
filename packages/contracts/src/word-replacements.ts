import { z } from "zod";
import { inboundId } from "./ids.ts";
import { trimInvisible } from "./rules/text-safety.ts";

/** spec 000 §5 Word replacements: each word 1-50 characters after trimming. */
export const WORD_MAX_LENGTH = 50;
export const MAX_WORD_REPLACEMENTS = 200;

export const WORD_REPLACEMENT_MESSAGES = {
  originalRequired: "Original word is required",
  replacementRequired: "Replacement word is required",
  tooLong: `Words must be at most ${WORD_MAX_LENGTH} characters`,
  duplicate: "You already have a replacement for this word.",
  notFound: "Word replacement not found",
  tooMany: `You can keep at most ${MAX_WORD_REPLACEMENTS} word replacements.`,
} as const;

/** One side of a word pair, for a fan's list and a team's alike. */
export const word = (required: string) =>
  z
    .string({ error: required })
    .overwrite(trimInvisible)
    .min(1, { error: required })
    .max(WORD_MAX_LENGTH, { error: WORD_REPLACEMENT_MESSAGES.tooLong });

export const wordReplacementInputSchema = z.object({
  originalWord: word(WORD_REPLACEMENT_MESSAGES.originalRequired),
  replacementWord: word(WORD_REPLACEMENT_MESSAGES.replacementRequired),
});
export type WordReplacementInput = z.infer<typeof wordReplacementInputSchema>;

export const wordReplacementSchema = z.object({
  id: z.uuid(),
  replacementId: z.uuid(),
  originalWord: z.string(),
  replacementWord: z.string(),
});
export type WordReplacement = z.infer<typeof wordReplacementSchema>;

export const wordReplacementListSchema = z.object({
  wordReplacements: z.array(wordReplacementSchema),
});
export const wordReplacementResponseSchema = z.object({ wordReplacement: wordReplacementSchema });

export const bulkWordReplacementsRequestSchema = z.object({
  replacements: z.array(wordReplacementInputSchema).max(MAX_WORD_REPLACEMENTS),
  clearExisting: z.boolean().default(false),
});

export const addDefaultsResponseSchema = z.object({
  addedReplacements: z.array(wordReplacementSchema),
  wordReplacements: z.array(wordReplacementSchema),
});

export const wordReplacementIdParamsSchema = z.object({
  id: inboundId(WORD_REPLACEMENT_MESSAGES.notFound),
});
