/**
 * `npm run bench:capacity` — how far each server can go (issue 9 §5). N receivers in one room;
 * the offered send rate rises step by step until the server falls behind (its acked rate stops
 * rising, or send→receive p99 passes 1 s, twice in a row at the same rate), then bisects between
 * the last two rates a few times. The capacity is the highest acked rate of a step whose p99
 * stayed within 1 s. Bare and full run in alternating
 * rounds on fresh processes; the ratio is the median of the per-round ratios. The full server runs with ABUSE_BUDGET_SCALE raised
 * (a benchmark-only setting) so the send budgets and socket caps do not cap the load. One more
 * climb of the full server then runs under `--cpu-prof`, and its profile is summarized as time
 * per accepted message by component; the profiler's own cost keeps that climb out of the ratios.
 * With BENCH_COMPARE=game-day the pair is the full server twice: plain chat against the game-day
 * mix (mentions and reaction toggles on top of the same sends, issue 15 §1), so the ratio is what
 * reactions and mentions cost the chat's capacity. With BENCH_COMPARE=nodes (cluster mode) it is one
 * full node against BENCH_NODES of them, and the figure is the per-node fan-out: k × one node's
 * CPU per message ÷ k nodes' (issue 9 §5).
 * The last line is one JSON object.
 *
 * Env: BENCH_N (100), BENCH_ROUNDS (3), BENCH_STEP_SECONDS (4), BENCH_START_RATE (20 msg/s),
 * BENCH_STEP_FACTOR (1.4), BENCH_REFINE_STEPS (3), BENCH_SENDERS (100), DATABASE_URL + REDIS_URL (cluster mode,
 * BENCH_NODES nodes, clients spread over them), BENCH_COMPARE (bare | game-day | nodes),
 * BENCH_MENTION_EVERY (4) and BENCH_REACT_EVERY (3) (the game-day mix, 0 for none),
 * BENCH_PROFILE_DIR (keep the servers' raw CPU profiles there), BENCH_CPU_PROFILE (on; "off"
 * skips the profiled climb), BENCH_SERVER_CPUS (pin the servers to
 * these CPUs, e.g. "0", and the load generator to the rest).
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  closeAll,
  connectSockets,
  DeliveryTracker,
  GAME_DAY,
  runSenders,
  type BenchSocket,
  type GameDayMix,
} from "./lib/chat-load.ts";
import { openReceivers, type RawReceiver } from "./lib/raw-receivers.ts";
import { summarizeProfiles, type ProfileSummary } from "./lib/cpu-profile.ts";
import {
  pinThisProcess,
  SERVER_MAIN,
  sleep,
  startProcess,
  type BenchProcess,
} from "./lib/processes.ts";
import { BENCH_JWT_SECRET, benchRoom, databaseTarget, seed } from "./lib/seed.ts";
import { envInt, median, round, table } from "./lib/stats.ts";

const BARE_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const N = envInt("BENCH_N", 100);
const ROUNDS = envInt("BENCH_ROUNDS", 3);
const STEP_MS = envInt("BENCH_STEP_SECONDS", 4) * 1000;
const START_RATE = envInt("BENCH_START_RATE", 20);
const STEP_FACTOR = Number(process.env.BENCH_STEP_FACTOR ?? 1.4);
const SENDERS = envInt("BENCH_SENDERS", 100);
const MAX_STEPS = 30;
const REFINE_STEPS = envInt("BENCH_REFINE_STEPS", 3);
const P99_LIMIT_MS = 1_000;
const RECEIVER_USERS = 20;
const BUDGET_SCALE = "10000";
const CLUSTER = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const NODES = CLUSTER ? envInt("BENCH_NODES", 1) : 1;

const COMPARE = process.env.BENCH_COMPARE ?? "bare";
if (COMPARE === "nodes" && NODES < 2) {
  throw new Error("BENCH_COMPARE=nodes needs DATABASE_URL, REDIS_URL and BENCH_NODES of 2 or more");
}
/** Where the raw `.cpuprofile` files are kept for reading function by function; dropped if unset. */
const KEPT_PROFILES = process.env.BENCH_PROFILE_DIR;
/**
 * Whether to run the extra profiled climb. The sampler costs a node about 0.07 of a core when
 * idle and doubles its CPU at 20 msg/s (measured 2026-12-01): a profiled full server against an
 * unprofiled bare one, or k profiled nodes against one, measured the profiler.
 */
const PROFILE = process.env.BENCH_CPU_PROFILE !== "off";
/**
 * CPUs the servers are pinned to (`taskset -c` syntax); this load generator then runs on the
 * others. Unpinned, both share every core, so whatever work the load adds to the client (the
 * game-day mix's toggles and notices) is taken out of the server's capacity too.
 */
const SERVER_CPUS = process.env.BENCH_SERVER_CPUS;

/**
 * "full" is BENCH_NODES full nodes; "game-day" is the same with the senders' game-day mix;
 * "one-node" is a single full node (the baseline of BENCH_COMPARE=nodes).
 */
type Variant = "bare" | "full" | "game-day" | "one-node";
/** The pair each round compares: [baseline, measured]. */
const PAIRS: Record<string, readonly [Variant, Variant]> = {
  bare: ["bare", "full"],
  "game-day": ["full", "game-day"],
  nodes: ["one-node", "full"],
};
const PAIR = comparedPair(COMPARE);

function comparedPair(compare: string): readonly [Variant, Variant] {
  const pair = PAIRS[compare];
  if (!pair) throw new Error(`BENCH_COMPARE=${compare}: one of ${Object.keys(PAIRS).join(", ")}`);
  return pair;
}

interface Step {
  /** The rate the step aimed at (msg/s): the same for every server until it falls behind. */
  rate: number;
  offered: number;
  acked: number;
  failed: number;
  p99: number;
  /** CPU the server(s) spent in the step per acked message, in µs. */
  cpuPerMessageUs: number;
  /** Share of a core this load generator used in the step: near 1 when pinned, it is the limit. */
  clientCores: number;
}

interface RoundResult {
  steps: Step[];
  capacity: number;
  /** CPU seconds the server(s) used per accepted message over the whole round, in µs. */
  cpuPerMessageUs: number;
  accepted: number;
  profile: ProfileSummary | null;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
/** CLOCK_MONOTONIC in µs: the clock V8 stamps profile samples with, shared by every process. */
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

async function startServers(variant: Variant, dataDir: string, profDir: string | undefined) {
  const cpus = SERVER_CPUS ? { cpus: SERVER_CPUS } : {};
  if (variant === "bare") return [await startProcess(BARE_SERVER, {}, "bare", cpus)];
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    LOG_LEVEL: "warn",
    ABUSE_BUDGET_SCALE: BUDGET_SCALE,
  };
  const nodes: BenchProcess[] = [];
  for (let i = 0; i < (variant === "one-node" ? 1 : NODES); i++) {
    nodes.push(await startProcess(SERVER_MAIN, env, `full#${i}`, { cpuProfDir: profDir, ...cpus }));
  }
  return nodes;
}

/** One step: `rate` msg/s spread over the senders; acked rate and delivery p99 in the step. */
async function runStep(
  senders: readonly BenchSocket[],
  roomSlug: string,
  rate: number,
  tracker: DeliveryTracker,
  mix: GameDayMix | undefined,
  serverCpuSeconds: () => number,
): Promise<Step> {
  tracker.reset();
  const cpu0 = serverCpuSeconds();
  const client0 = process.cpuUsage();
  const stats = await runSenders({
    senders,
    roomSlug,
    tracker,
    ratePerSender: rate / senders.length,
    durationMs: STEP_MS,
    maxInFlight: 20,
    mix,
  });
  const seconds = STEP_MS / 1000;
  return {
    rate,
    offered: stats.attempted / seconds,
    acked: stats.acked / seconds,
    failed: stats.failed,
    p99: tracker.histogram.quantile(0.99),
    cpuPerMessageUs: ((serverCpuSeconds() - cpu0) * 1e6) / Math.max(1, stats.acked),
    clientCores: cpuMicros(process.cpuUsage(client0)) / (STEP_MS * 1000),
  };
}

/**
 * Rising steps until the acked rate stops rising or p99 passes the limit. A step that falls
 * behind is run once more at the same rate and the climb stops only if it falls behind again:
 * on this shared machine one stall of another process can push a single step's p99 past 1 s.
 */
async function climb(run: (rate: number) => Promise<Step>, tracker: DeliveryTracker) {
  const steps: Step[] = [];
  let rate = START_RATE;
  let retried = false;
  /** The best acked rate of the steps passed so far (a step being retried is not one). */
  let best = 0;
  for (let i = 0; i < MAX_STEPS; i++) {
    const step = await run(rate);
    steps.push(step);
    log(
      `  offered ${round(step.offered)} acked ${round(step.acked)} p99 ${round(step.p99)} ms ` +
        `server CPU ${round(step.cpuPerMessageUs)} µs/msg client ${round(step.clientCores, 2)} core` +
        (step.failed ? ` failed ${step.failed}` : ""),
    );
    if (fellBehindIn(step) || step.acked < best * 1.02) {
      if (retried) break;
      retried = true;
      continue;
    }
    retried = false;
    best = step.acked;
    rate *= STEP_FACTOR;
  }
  await refine(rate / STEP_FACTOR, rate, run, tracker, steps);
  await tracker.drain(N, 10_000);
  const withinLimit = steps.filter((s) => s.p99 <= P99_LIMIT_MS);
  return { steps, capacity: Math.max(0, ...withinLimit.map((s) => s.acked)) };
}

/**
 * The climb's steps are STEP_FACTOR apart, too coarse to tell two servers 10 % apart: bisects
 * between the last rate kept up with and the one that fell behind, a few steps, each after the
 * backlog of the one before has been delivered.
 */
async function refine(
  keptUp: number,
  fellBehind: number,
  run: (rate: number) => Promise<Step>,
  tracker: DeliveryTracker,
  steps: Step[],
): Promise<void> {
  let [low, high] = [keptUp, fellBehind];
  for (let i = 0; i < REFINE_STEPS; i++) {
    await tracker.drain(N, 10_000);
    const rate = Math.sqrt(low * high);
    const step = await run(rate);
    steps.push(step);
    log(
      `  refine: offered ${round(step.offered)} acked ${round(step.acked)} ` +
        `p99 ${round(step.p99)} ms server CPU ${round(step.cpuPerMessageUs)} µs/msg ` +
        `client ${round(step.clientCores, 2)} core`,
    );
    if (fellBehindIn(step)) high = rate;
    else low = rate;
  }
}

/**
 * Both servers' CPU per message at the highest rate both kept up with: what the measured side
 * costs on top, free of where each climb happened to stop (a capacity moves in STEP_FACTOR jumps
 * and an overloaded step's backlog spills into the next).
 */
function sameLoadCpu(base: RoundResult, measured: RoundResult): { rate: number; ratio: number } {
  const keptUp = (r: RoundResult) =>
    new Map(r.steps.filter((s) => !fellBehindIn(s)).map((s) => [Math.round(s.rate), s]));
  const [ours, theirs] = [keptUp(base), keptUp(measured)];
  const rate = Math.max(0, ...[...ours.keys()].filter((r) => theirs.has(r)));
  const [a, b] = [ours.get(rate), theirs.get(rate)];
  return { rate, ratio: a && b ? a.cpuPerMessageUs / b.cpuPerMessageUs : NaN };
}

const cpuMicros = (usage: NodeJS.CpuUsage) => usage.user + usage.system;

const fellBehindIn = (step: Step) => step.p99 > P99_LIMIT_MS || step.acked < 0.9 * step.offered;

async function runRound(
  variant: Variant,
  tokens: { receivers: string[]; senders: string[]; receiverNames: string[] },
  dataDir: string,
  roomSlug: string,
  profiled = false,
): Promise<RoundResult> {
  const profDir = profiled
    ? await mkdtemp(path.join(KEPT_PROFILES ?? os.tmpdir(), `huddle-prof-${variant}-`))
    : undefined;
  const servers = await startServers(variant, dataDir, profDir);
  const mix =
    variant === "game-day" ? { ...GAME_DAY, mentionUsernames: tokens.receiverNames } : undefined;
  const urls = servers.map((s) => s.url);
  const sockets: BenchSocket[] = [];
  const receivers: RawReceiver[] = [];
  const window = { startUs: 0, endUs: 0 };
  let result: Omit<RoundResult, "profile">;
  try {
    await sleep(1_000);
    const tracker = new DeliveryTracker();
    receivers.push(
      ...(await openReceivers(urls, tokens.receivers, N, roomSlug, tracker.onMessage)),
    );
    const senders = await connectSockets(urls, tokens.senders, SENDERS);
    sockets.push(...senders);
    const base = { senders, roomSlug, tracker, maxInFlight: 1 };
    // In the variant's own mix, as bench:chat's warm-up: the game-day server has read each
    // mentioned fan once before the climb, as the plain one has read each sender.
    await runSenders({ ...base, mix, ratePerSender: 0.5, durationMs: 2_000 });
    await tracker.drain(N, 10_000);

    const serverCpuSeconds = () => servers.reduce((sum, s) => sum + s.cpuSeconds(), 0);
    const run = (rate: number) => runStep(senders, roomSlug, rate, tracker, mix, serverCpuSeconds);
    const cpu0 = serverCpuSeconds();
    window.startUs = monotonicUs();
    const { steps, capacity } = await climb(run, tracker);
    window.endUs = monotonicUs();
    const cpu = serverCpuSeconds() - cpu0;
    const accepted = steps.reduce((sum, s) => sum + (s.acked * STEP_MS) / 1000, 0);
    result = { steps, capacity, accepted, cpuPerMessageUs: (cpu * 1e6) / accepted };
  } finally {
    closeAll(sockets, receivers);
    await sleep(300);
    await Promise.all(servers.map((s) => s.stop()));
  }
  if (!profDir) return { ...result, profile: null };
  const profiles = (await readdir(profDir)).map((f) => path.join(profDir, f));
  const profile = profiles.length ? await summarizeProfiles(profiles, window) : null;
  if (!KEPT_PROFILES) await rm(profDir, { recursive: true, force: true });
  return { ...result, profile };
}

function printProfile(variant: Variant, profile: ProfileSummary, accepted: number): void {
  const rows = profile.components.map((c) => [
    c.name,
    round(c.ms),
    round((100 * c.ms) / profile.busyMs),
    round((c.ms * 1000) / accepted),
  ]);
  console.log(
    `\nWhere the ${variant} server's busy time goes (${round(profile.busyMs)} ms busy, ` +
      `${Math.round(accepted)} messages accepted; samples of a separate profiled climb)`,
  );
  console.log(table(["component", "ms", "% of busy", "µs per message"], rows));
}

async function main(): Promise<void> {
  const mode = CLUSTER ? `cluster (${NODES} node(s), PostgreSQL + Redis)` : "embedded (PGlite)";
  if (SERVER_CPUS) {
    const clientCpus = otherCpus(SERVER_CPUS);
    pinThisProcess(clientCpus);
    log(`servers pinned to CPU ${SERVER_CPUS}, load generator to CPU ${clientCpus}`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-capacity-"));
  try {
    const { users, roomSlug } = await seedRound(dataDir);
    const tokenList = users.map((u) => u.token);
    const tokens = {
      receivers: tokenList.slice(0, RECEIVER_USERS),
      senders: tokenList.slice(RECEIVER_USERS),
      receiverNames: users.slice(0, RECEIVER_USERS).map((u) => u.username),
    };
    const rows: (string | number)[][] = [];
    const pairs: Record<Variant, RoundResult>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order: Variant[] = r % 2 === 0 ? [...PAIR] : [...PAIR].reverse();
      const pair = {} as Record<Variant, RoundResult>;
      for (const variant of order) {
        log(`capacity N=${N} round ${r + 1}/${ROUNDS}: ${variant}…`);
        const res = await runRound(variant, tokens, dataDir, roomSlug);
        pair[variant] = res;
        const last = res.steps.at(-1);
        rows.push([
          r + 1,
          variant,
          res.steps.length,
          round(res.capacity),
          round(last?.offered ?? 0),
          round(last?.p99 ?? 0),
          round(res.cpuPerMessageUs),
        ]);
      }
      pairs.push(pair);
    }
    const [base, measured] = PAIR;
    const ratio = round(median(pairs.map((p) => p[measured].capacity / p[base].capacity)), 3);
    console.log(`\nCapacity, N=${N} receivers in one room, ${mode}, ${ROUNDS} paired rounds`);
    console.log(
      table(
        ["round", "server", "steps", "capacity msg/s", "last offered", "last p99 ms", "CPU µs/msg"],
        rows,
      ),
    );
    // The client shares this machine: when it, not the server, is what falls behind (bare),
    // CPU per accepted message says how far each server could go on a core of its own.
    const cpuRatio = round(
      median(pairs.map((p) => p[base].cpuPerMessageUs / p[measured].cpuPerMessageUs)),
      3,
    );
    console.log(
      `capacity ratio (${measured}/${base}, median of pairs): ${ratio}; ` +
        `CPU-bound estimate (${base}/${measured} CPU per message): ${cpuRatio}`,
    );
    const sameLoad = pairs.map((p) => sameLoadCpu(p[base], p[measured]));
    const sameLoadRatio = round(median(sameLoad.map((s) => s.ratio)), 3);
    console.log(
      `at the same load (${base}/${measured} CPU per message at the highest rate both kept up ` +
        `with, per pair: ${sameLoad.map((s) => `${round(s.ratio, 3)} at ${round(s.rate)} msg/s`).join(", ")}): ` +
        `${sameLoadRatio}`,
    );
    // k nodes doing one node's work for the same messages: k × CPU₁ / CPUₖ is how many nodes'
    // worth of fan-out k nodes give, per core they burn.
    const fanOut = COMPARE === "nodes" ? perNodeFanOut(cpuRatio, sameLoadRatio) : null;
    if (fanOut) {
      console.log(
        `per-node fan-out of ${NODES} nodes (${NODES} × one node's CPU per message ÷ theirs): ` +
          `over the climb ${fanOut.perNodeFanOut}, at the same load ${fanOut.perNodeFanOutSameLoad}`,
      );
    }
    // Every full variant gets its own profiled climb, so game-day's difference can be read
    // component by component.
    for (const variant of PROFILE ? PAIR.filter((v) => v !== "bare") : []) {
      log(`capacity N=${N}: ${variant} once more, profiled…`);
      const profiled = await runRound(variant, tokens, dataDir, roomSlug, true);
      if (profiled.profile) printProfile(variant, profiled.profile, profiled.accepted);
    }
    const medianOf = (variant: Variant, pick: (r: RoundResult) => number) =>
      round(median(pairs.map((p) => pick(p[variant]))));
    console.log(
      JSON.stringify({
        n: N,
        mode,
        [base]: { capacity: medianOf(base, (r) => r.capacity) },
        [measured]: { capacity: medianOf(measured, (r) => r.capacity) },
        capacityRatio: ratio,
        cpuBoundRatio: cpuRatio,
        sameLoadCpuRatio: sameLoadRatio,
        [`${measured}CpuPerMessageUs`]: medianOf(measured, (r) => r.cpuPerMessageUs),
        [`${base}CpuPerMessageUs`]: medianOf(base, (r) => r.cpuPerMessageUs),
        ...fanOut,
      }),
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

function perNodeFanOut(cpuRatio: number, sameLoadRatio: number) {
  return {
    perNodeFanOut: round(NODES * cpuRatio, 3),
    perNodeFanOutSameLoad: round(NODES * sameLoadRatio, 3),
  };
}

/** The machine's CPUs not in `cpus` (a `taskset -c` list such as "0" or "0,2-3"). */
function otherCpus(cpus: string): string {
  const taken = new Set<number>();
  for (const part of cpus.split(",")) {
    const [from, to = from] = part.split("-").map(Number);
    for (let cpu = from!; cpu <= to!; cpu++) taken.add(cpu);
  }
  const rest = os.cpus().flatMap((_, cpu) => (taken.has(cpu) ? [] : [cpu]));
  if (rest.length === 0) throw new Error(`BENCH_SERVER_CPUS=${cpus} leaves no CPU for the load`);
  return rest.join(",");
}

async function seedRound(dataDir: string) {
  log(`seeding ${RECEIVER_USERS + SENDERS} users…`);
  const roomSlug = await benchRoom(databaseTarget(dataDir));
  const users = await seed(databaseTarget(dataDir), { users: RECEIVER_USERS + SENDERS });
  return { users, roomSlug };
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
