import type { FieldErrors, FieldValues, Path } from "react-hook-form";
import type { z } from "zod";

/**
 * The contracts' validation issues as react-hook-form errors: the first message of each field,
 * under the form field it belongs to (`rename` maps API names such as scheduledFor to them).
 */
export function issuesToFieldErrors<F extends FieldValues>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly Path<F>[],
  rename: Partial<Record<string, Path<F>>> = {},
): FieldErrors<F> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    const field = rename[key] ?? (fields as readonly string[]).find((name) => name === key);
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return errors as FieldErrors<F>;
}
