import { readFile } from "node:fs/promises";

/** The parts of a V8 `.cpuprofile` (node --cpu-prof) this summary reads. */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time that was not idle, in ms. */
  busyMs: number;
  components: { name: string; ms: number }[];
}

/**
 * Components of a chat send, matched against a sample's stack from the leaf up: the first frame
 * that matches names the component, so JSON work called by a presenter counts as presenter and
 * file writes made by PGlite count as storage.
 */
const COMPONENTS: { name: string; matches: (url: string, fn: string) => boolean }[] = [
  {
    name: "storage (PGlite/pg, drizzle, repositories)",
    matches: (url) =>
      /@electric-sql\/pglite|drizzle-orm|node_modules\/pg(-[a-z]+)?\/|\.repository\.ts|group-commit/.test(
        url,
      ),
  },
  {
    name: "content filter",
    matches: (url) => /packages\/moderation|moderation-filter|obscenity/.test(url),
  },
  { name: "presenter", matches: (url) => /\.presenter\.ts/.test(url) },
  { name: "validation (zod)", matches: (url) => /node_modules\/zod\//.test(url) },
  {
    name: "auth (tokens, sessions)",
    matches: (url) => /jose|session-resolver|access-tokens/.test(url),
  },
  {
    name: "emit and receive (Socket.IO, engine.io, ws)",
    matches: (url) => /socket\.io|engine\.io|node_modules\/ws\/|redis-streams-adapter/.test(url),
  },
  { name: "Redis client", matches: (url) => /ioredis|node_modules\/redis/.test(url) },
  {
    name: "chat rules and caches",
    matches: (url) => /modules\/chat\/|lib\/rate|ttl-cache/.test(url),
  },
  { name: "garbage collection", matches: (_url, fn) => fn === "(garbage collector)" },
];
const OTHER = "other (Node internals, app code elsewhere)";

function componentOf(id: number, profile: Indexed): string {
  for (let at: number | undefined = id; at !== undefined; at = profile.parent.get(at)) {
    const frame = profile.frames.get(at);
    if (!frame) break;
    for (const component of COMPONENTS) {
      if (component.matches(frame.url, frame.functionName)) return component.name;
    }
  }
  return OTHER;
}

interface Indexed {
  frames: Map<number, { functionName: string; url: string }>;
  parent: Map<number, number>;
}

function index(profile: CpuProfile): Indexed {
  const frames = new Map<number, { functionName: string; url: string }>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    frames.set(node.id, node.callFrame);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  return { frames, parent };
}

/**
 * Adds up sampled time per component over one or more profiles, counting only samples stamped
 * within `window` (µs of CLOCK_MONOTONIC, the clock V8 stamps samples with).
 */
export async function summarizeProfiles(
  files: readonly string[],
  window: { startUs: number; endUs: number },
): Promise<ProfileSummary> {
  const totals = new Map<string, number>();
  let busyUs = 0;
  for (const file of files) {
    const profile = JSON.parse(await readFile(file, "utf8")) as CpuProfile;
    const indexed = index(profile);
    const cache = new Map<number, string>();
    let t = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      const delta = profile.timeDeltas[i] ?? 0;
      t += delta;
      if (t < window.startUs || t > window.endUs) continue;
      const id = profile.samples[i]!;
      if (indexed.frames.get(id)?.functionName === "(idle)") continue;
      let name = cache.get(id);
      if (name === undefined) {
        name = componentOf(id, indexed);
        cache.set(id, name);
      }
      totals.set(name, (totals.get(name) ?? 0) + delta);
      busyUs += delta;
    }
  }
  const components = [...totals]
    .map(([name, us]) => ({ name, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms);
  return { busyMs: busyUs / 1000, components };
}
