import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  /** Every http(s) link found in the message, in order, de-duplicated. */
  links: string[];
}

/**
 * Reads the .eml files the mailer writes when no SMTP server is configured, oldest first.
 * Used by local users' tooling and by the tests that follow emailed links.
 */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) =>
      parseEml(path.join(outboxDir, file), await readFile(path.join(outboxDir, file), "utf8")),
    ),
  );
}

function parseEml(file: string, raw: string): OutboxMessage {
  const decoded = decodeQuotedPrintable(raw);
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { file, to: headerValue(raw, "To"), subject: headerValue(raw, "Subject"), links };
}

/** A header of a raw message as a mail app shows it: unfolded, encoded words decoded. */
export function headerValue(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(raw)?.[1] ?? "";
  return decodeEncodedWords(folded.replace(/\r?\n[ \t]+/g, " ").trim());
}

/**
 * RFC 2047: a header longer than a line, or not ASCII, is folded into encoded words
 * ("=?UTF-8?Q?fan=5F07_mentioned_you?="); whitespace between two of them is not text.
 */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, "$1")
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) => {
      if (kind.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      const bytes = text
        .replace(/_/g, " ")
        .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
