import { z } from "zod";
import { trimInvisible, visibleLength } from "./rules/text-safety.ts";

/**
 * Text-field helpers shared by the custom team and custom game contracts: trimmed (of invisible
 * characters too) and bounded. Control characters never get this far: the request guard refuses
 * them for every route (rules/text-safety.ts).
 */
export const safeText = (max: number, tooLong: string) =>
  z.string().overwrite(trimInvisible).max(max, { error: tooLong });

/**
 * A required text: `required` for a missing or blank value (zero-width spaces alone are blank),
 * then the length bounds; the minimum counts the characters a reader sees.
 */
export const requiredText = (opts: {
  required: string;
  max: number;
  tooLong: string;
  min?: number;
  tooShort?: string;
}) =>
  z
    .string({ error: opts.required })
    .overwrite(trimInvisible)
    .min(1, { error: opts.required, abort: true })
    .refine((text) => visibleLength(text) >= (opts.min ?? 1), {
      error: opts.tooShort ?? opts.required,
      abort: true,
    })
    .max(opts.max, { error: opts.tooLong });

/**
 * One value of a fixed list, matched case-insensitively (and through `aliases`) and returned in
 * the list's own spelling, so 'recreational' and 'Football' arrive as 'Recreational' and
 * 'American Football'.
 */
export function choiceOf<T extends string>(
  list: readonly T[],
  error: string,
  aliases: Readonly<Record<string, T>> = {},
) {
  const byLower = new Map<string, T>(list.map((v) => [v.toLowerCase(), v]));
  for (const [alias, value] of Object.entries(aliases)) byLower.set(alias.toLowerCase(), value);
  return z
    .string({ error })
    .max(100, { error })
    .transform((value, ctx): T => {
      const found = byLower.get(value.trim().toLowerCase());
      if (!found) {
        ctx.addIssue({ code: "custom", message: error });
        return z.NEVER;
      }
      return found;
    });
}
