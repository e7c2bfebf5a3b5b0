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
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(raw)?.[1]?.trim() ?? "";
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"<>]+/g) ?? [])];
  return { file, to: header("To"), subject: header("Subject"), links };
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
