/**
 * Characters no request may carry in any string or field name (docs/decisions.md, Input text
 * safety): C0 controls except tab, line feed and carriage return (PostgreSQL refuses NUL in
 * `text`), DEL and C1 controls, bidirectional embeddings, overrides and isolates (they make text
 * display in another order than the content filter reads it), and lone UTF-16 surrogates (not
 * text at all). Zero-width characters are deliberately allowed: inside a word they are a
 * filter-evasion signal the content filter normalizes and must see.
 *
 * One regex test per string, because every chat message passes through here.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTER = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u202A-\u202E\u2066-\u2069\p{Cs}]/u;

export const UNSAFE_TEXT_MESSAGE = "must not contain control characters";
export const UNSAFE_FIELD_NAME_MESSAGE = "must not contain field names with control characters";

export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

type Container = { value: object; path: string };

const childPath = (parent: string, key: string, isArray: boolean) =>
  isArray ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * Walks a parsed JSON value (strings, arrays, objects and their keys) and returns a validation
 * detail for an unsafe string it meets (a container's own fields before nested ones), e.g.
 * "displayName: must not contain control characters",
 * or null when the value is clean. `root` names the value itself ("body", "payload") when the
 * offending string is the value or one of its own field names.
 *
 * Iterative on purpose: a 100 KB body can nest tens of thousands of arrays deep, which would
 * overflow the stack of a recursive walk and turn bad input into a 500.
 */
export function unsafeTextDetail(value: unknown, root: string): string | null {
  if (typeof value === "string") {
    return hasUnsafeCharacter(value) ? `${root}: ${UNSAFE_TEXT_MESSAGE}` : null;
  }
  const pending: Container[] = [];
  if (typeof value === "object" && value !== null) pending.push({ value, path: "" });
  for (let next = pending.pop(); next; next = pending.pop()) {
    const isArray = Array.isArray(next.value);
    for (const [key, child] of Object.entries(next.value)) {
      if (!isArray && hasUnsafeCharacter(key)) {
        return `${next.path || root}: ${UNSAFE_FIELD_NAME_MESSAGE}`;
      }
      if (typeof child === "string") {
        if (hasUnsafeCharacter(child)) {
          return `${childPath(next.path, key, isArray) || root}: ${UNSAFE_TEXT_MESSAGE}`;
        }
      } else if (typeof child === "object" && child !== null) {
        pending.push({ value: child, path: childPath(next.path, key, isArray) });
      }
    }
  }
  return null;
}

/**
 * Characters that show nothing although they are not whitespace: zero-width spaces and joiners,
 * direction marks, word joiners, soft hyphens, byte order marks, the Mongolian vowel separator,
 * and the blank letters (Hangul fillers, the braille blank) that pass for "something" in names.
 */
const INVISIBLE =
  "\\u00AD\\u115F\\u1160\\u180E\\u200B-\\u200F\\u2060-\\u2064\\u2800\\u3164\\uFEFF\\uFFA0";
const INVISIBLE_EDGES = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, "gu");
const INVISIBLE_ANYWHERE = new RegExp(`[${INVISIBLE}]`, "gu");

/**
 * Trims whitespace, as `String.prototype.trim` does, and invisible characters from both ends, so
 * a value made only of zero-width spaces reads as empty and fails 'required'. Invisible
 * characters inside the text stay: inside a word they are a filter-evasion signal the content
 * filter must see ("fu\u200Bck").
 */
export function trimInvisible(text: string): string {
  return text.replace(INVISIBLE_EDGES, "");
}

/** How many characters a reader sees: the trimmed text without its invisible characters. */
export function visibleLength(text: string): number {
  return trimInvisible(text).replace(INVISIBLE_ANYWHERE, "").length;
}
