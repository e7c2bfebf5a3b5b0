/** Escapes LIKE wildcards so user text matches literally (use with `escape '\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
