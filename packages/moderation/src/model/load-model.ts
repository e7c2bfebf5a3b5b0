import { readFileSync } from "node:fs";
import { CATEGORIES } from "../score.ts";
import { assertCompatible, type Classifier, type ModelMeta } from "./classifier.ts";

/** The committed model: `packages/moderation/model/` (written by `npm run train:moderation`). */
export const MODEL_DIR = new URL("../../model/", import.meta.url);

export function readModel(dir: URL = MODEL_DIR): Classifier {
  const meta = JSON.parse(readFileSync(new URL("model.json", dir), "utf8")) as ModelMeta;
  assertCompatible(meta, CATEGORIES);
  const bytes = readFileSync(new URL("weights.bin", dir));
  // Copy into an aligned buffer: a Buffer may start at any byte offset of its pool.
  const weights = new Int16Array(bytes.byteLength / 2);
  new Uint8Array(weights.buffer).set(bytes);
  return { meta, weights };
}

let loaded: Classifier | undefined;

/** Read once, on first use. */
export function defaultModel(): Classifier {
  loaded ??= readModel();
  return loaded;
}
