import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsvRecords } from "./csv.ts";

/** Loaders for the measuring script, the benchmark and the quality tests. Node only. */

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (…/main). */
export const REPO_ROOT = resolve(here, "../../..");
export const LABELED_CHAT_PATH = resolve(here, "../data/labeled-chat.jsonl");
/** The full corpus: read in place beside the repository, never copied into it (SOURCES.md). */
export const DAVIDSON_PATH = resolve(
  REPO_ROOT,
  "../shared/data/moderation/davidson_labeled_data.csv",
);

export interface LabeledMessage {
  text: string;
  expected: "allow" | "block";
  category?: string;
}

export function loadLabeledChat(path = LABELED_CHAT_PATH): LabeledMessage[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => JSON.parse(line) as LabeledMessage);
}

export interface DavidsonTweet {
  /** 0 hate speech, 1 offensive language, 2 neither. */
  cls: 0 | 1 | 2;
  tweet: string;
}

export function davidsonAvailable(): boolean {
  return existsSync(DAVIDSON_PATH);
}

export function loadDavidson(path = DAVIDSON_PATH): DavidsonTweet[] {
  return parseCsvRecords(readFileSync(path, "utf8")).map((record) => ({
    cls: Number(record["class"]) as 0 | 1 | 2,
    tweet: record["tweet"] ?? "",
  }));
}
