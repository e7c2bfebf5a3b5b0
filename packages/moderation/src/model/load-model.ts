import { readFileSync } from "node:fs";
import { CATEGORIES } from "../score.ts";
import { assertCompatible, type Classifier, type ModelMeta } from "./classifier.ts";

/** The committed model: `packages/moderation/model/` (written by `npm run train:moderation`). */
export const MODEL_DIR = new URL("../../model/", import.meta.url);

export function readModel(dir: URL = MODEL_DIR): Classifier {
  const meta = JSON.parse(readFileSync(new URL("model.json", dir), "utf8")) as ModelMeta;
  assertCompatible(meta, CATEGORIES);
  const bytes = readFileSync(new URL("weights.bin", dir));
  return { meta, weights: int16View(bytes) };
}

/**
 * The weights as 16-bit integers without a second copy (19 MB since round 14): a file this
 * size gets a buffer of its own, aligned; only a small pooled one may start at an odd offset.
 */
function int16View(bytes: Buffer): Int16Array {
  if (bytes.byteOffset % 2 === 0) {
    return new Int16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  }
  const weights = new Int16Array(bytes.byteLength / 2);
  new Uint8Array(weights.buffer).set(bytes);
  return weights;
}

let loaded: Classifier | undefined;

/** Read once, on first use. */
export function defaultModel(): Classifier {
  loaded ??= readModel();
  return loaded;
}
