/**
 * Hostile inputs for every operation of the served OpenAPI document (input-fuzz.int.test.ts):
 * valid-looking samples built from each schema, then one field at a time replaced by a hostile
 * string or a value of the wrong type. Deterministic: no randomness.
 */

/** The subset of JSON Schema the generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzOperation {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  /** The OpenAPI path, e.g. `/api/chat/messages/{id}`. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
}

export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as FuzzOperation["method"],
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === "path"),
      queryParams: (op.parameters ?? []).filter((p) => p.in === "query"),
      body: op.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

const MEGABYTE_STRING = "x".repeat(1024 * 1024);

/** Strings no field should turn into a 5xx: NUL, other controls, a bidi override, a lone surrogate, 1 MB. */
export const HOSTILE_STRINGS: Record<string, string> = {
  nul: "a\u0000b",
  escape: "a\u001bb",
  c1: "a\u0085b",
  "rtl override": "a\u202eb",
  "lone surrogate": "a\ud800b",
  "1 MB": MEGABYTE_STRING,
};

export const WRONG_TYPES: Record<string, unknown> = {
  number: 42,
  array: ["x"],
  object: { a: "x" },
  null: null,
};

/** The same hostile strings as they arrive in a URL (a lone surrogate's bytes, invalid UTF-8). */
export const HOSTILE_URL_TEXTS: Record<string, string> = {
  nul: "a%00b",
  escape: "a%1Bb",
  c1: "a%C2%85b",
  "rtl override": "a%E2%80%AEb",
  "lone surrogate": "a%ED%A0%80b",
  "invalid UTF-8": "a%FFb",
  "1 MB": MEGABYTE_STRING,
  number: "42",
  empty: "",
};

/** Field-name samples that satisfy the schema's patterns better than "x" would. */
const NAMED_SAMPLES: Record<string, unknown> = {
  email: "fuzz@example.com",
  username: "fuzz_fan",
  password: "Goal-line1",
  newPassword: "Goal-line1",
  time: "09:00",
  timezone: "UTC",
};

/** A value the schema accepts (or nearly: patterns are not solved), to keep the other fields valid. */
export function sampleOf(schema: JsonSchema | undefined, name = ""): unknown {
  if (!schema) return "x";
  if (name in NAMED_SAMPLES) return NAMED_SAMPLES[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sampleOf(s, key)]),
      );
    case "array":
      return [sampleOf(schema.items, name)];
    case "integer":
    case "number":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    default:
      if (schema.format === "uuid") return "00000000-0000-4000-8000-000000000000";
      if (schema.format === "date-time") return "2025-01-01T00:00:00.000Z";
      return "x";
  }
}

type Path = (string | number)[];

/** Every position in a sample: each property and array item, nested ones included. */
export function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...fieldPaths(child, path)];
  });
}

/** A copy of `value` with the field at `path` replaced. */
export function withFieldAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[Number(head)] = withFieldAt(copy[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  copy[head] = withFieldAt(copy[head], rest, replacement);
  return copy;
}
