import { z } from "zod";

/**
 * Text-field helpers shared by the custom team and custom game contracts: trimmed, bounded, and
 * free of control characters (PostgreSQL refuses NUL; the rest has no place in a team's name).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const BAD_CHARACTERS_MESSAGE = "Text contains characters that are not allowed";

export const safeText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: BAD_CHARACTERS_MESSAGE });

/** A required text: `required` for a missing or blank value, then the length bounds. */
export const requiredText = (opts: {
  required: string;
  max: number;
  tooLong: string;
  min?: number;
  tooShort?: string;
}) =>
  z
    .string({ error: opts.required })
    .trim()
    .min(1, { error: opts.required, abort: true })
    .min(opts.min ?? 1, { error: opts.tooShort ?? opts.required, abort: true })
    .max(opts.max, { error: opts.tooLong })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: BAD_CHARACTERS_MESSAGE });

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
