import { Eta } from "eta";

/**
 * Email HTML is rendered by Eta with auto-escaping: `<%= %>` escapes its value (names, rule names,
 * message text and links all come from users or config), `<%~ %>` writes raw HTML and is only for
 * markup we build ourselves. Whitespace is kept as written.
 */
const eta = new Eta({ autoEscape: true, autoTrim: false });

/** Compiles an email template once; the returned function renders it with `it` = the data. */
export function mailTemplate<T extends object>(source: string): (data: T) => string {
  const template = eta.compile(source);
  return (data) => eta.render(template, data);
}
