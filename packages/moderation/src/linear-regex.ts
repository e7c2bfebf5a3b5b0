import { RE2JS } from "re2js";

/** A compiled staff pattern: only `test` is needed. */
export interface LinearRegex {
  test(subject: string): boolean;
}

/**
 * Compiles a staff regex with RE2 semantics (re2js): matching time is linear in the subject,
 * so no pattern can hang the server (V8's backtracking engine can, e.g. `(a|a)*b`). RE2 has no
 * back-references or look-around; such patterns throw here and are refused as invalid.
 */
export function compileLinearRegex(source: string): LinearRegex {
  const compiled = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE);
  return { test: (subject) => compiled.test(subject) };
}
