/**
 * `npm run bench:http` — GET /api/chat/rooms/{slug}/messages on the real server (token check,
 * session and user look-up, two queries, presenter, response schema) against a bare Fastify
 * route returning the same JSON (issue 3 §5, target ≥ 0.6× bare requests/s). Both servers run
 * side by side; measured windows alternate bare/full (ABBA order) and the median of the paired
 * ratios is reported. The last line is one JSON object.
 *
 * BENCH_HTTP_WRITE_RATE=<msg/s> reads while the room is being written (issue 9 §5): writer
 * sockets send that many messages per second into the room during every measured window, to the
 * full server in its windows and to the bare Socket.IO server (bare-server.ts) in bare's, so both
 * windows carry the same client work; the full server runs with ABUSE_BUDGET_SCALE raised so the
 * per-user send limit does not refuse the writers.
 *
 * Env: BENCH_ROUNDS (3), BENCH_HTTP_SECONDS (10), BENCH_HTTP_CONNECTIONS (32),
 * BENCH_HTTP_WRITE_RATE (0), DATABASE_URL + REDIS_URL (cluster mode, BENCH_NODES nodes),
 * BENCH_CPU_PROF=<dir>.
 */
import { writeFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  closeAll,
  connectSockets,
  DeliveryTracker,
  joinAll,
  runSenders,
  type BenchSocket,
  type SendStats,
} from "./lib/chat-load.ts";
import { runHttpLoad, type HttpLoadResult } from "./lib/http-load.ts";
import { CHAT_LINES } from "./lib/chat-text.ts";
import { SERVER_MAIN, startProcess, type BenchProcess } from "./lib/processes.ts";
import { BENCH_JWT_SECRET, benchRoom, databaseTarget, seed } from "./lib/seed.ts";
import { envInt, median, round, table } from "./lib/stats.ts";

const BARE_SERVER = fileURLToPath(new URL("./bare-http-server.ts", import.meta.url));
const BARE_SOCKET_SERVER = fileURLToPath(new URL("./bare-server.ts", import.meta.url));
const ROUNDS = envInt("BENCH_ROUNDS", 3);
const DURATION_MS = envInt("BENCH_HTTP_SECONDS", 10) * 1000;
const WARMUP_MS = 2_000;
const CONNECTIONS = envInt("BENCH_HTTP_CONNECTIONS", 32);
const STORED_MESSAGES = 120; // more than one page: the default page is 50, newest first
const CLUSTER = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const NODES = CLUSTER ? envInt("BENCH_NODES", 2) : 1;
const WRITE_RATE = envInt("BENCH_HTTP_WRITE_RATE", 0);
const WRITERS = 10;

type Variant = "bare" | "full";
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Spreads the connections over the nodes (cluster mode) and adds the results up. */
async function measure(
  servers: readonly BenchProcess[],
  path: string,
  headers: Record<string, string>,
): Promise<HttpLoadResult> {
  const parts = await Promise.all(
    servers.map((server) =>
      runHttpLoad({
        url: server.url,
        path,
        headers,
        connections: Math.ceil(CONNECTIONS / servers.length),
        warmupMs: WARMUP_MS,
        durationMs: DURATION_MS,
      }),
    ),
  );
  if (parts.length === 1) return parts[0]!;
  const [first] = parts;
  return {
    requests: parts.reduce((s, p) => s + p.requests, 0),
    errors: parts.reduce((s, p) => s + p.errors, 0),
    reqPerSec: parts.reduce((s, p) => s + p.reqPerSec, 0),
    histogram: first!.histogram, // latency of the first node only
    bytesPerResponse: first!.bytesPerResponse,
  };
}

/** Writes into the room at WRITE_RATE for the whole window (warm-up included) when asked to. */
function writeDuring(writers: readonly BenchSocket[], roomSlug: string): Promise<SendStats | null> {
  if (writers.length === 0) return Promise.resolve(null);
  return runSenders({
    senders: writers,
    roomSlug,
    ratePerSender: WRITE_RATE / writers.length,
    durationMs: WARMUP_MS + DURATION_MS,
    maxInFlight: 5,
    tracker: new DeliveryTracker(),
  });
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "huddle-bench-http-"));
  const servers: BenchProcess[] = [];
  const writerSockets: BenchSocket[] = [];
  try {
    const roomSlug = await benchRoom(databaseTarget(dataDir));
    log(`seeding ${STORED_MESSAGES} messages…`);
    const users = await seed(databaseTarget(dataDir), {
      users: WRITERS,
      messages: { roomSlug, count: STORED_MESSAGES, texts: CHAT_LINES },
    });
    const headers = { Authorization: `Bearer ${users[0]!.token}` };
    const urlPath = `/api/chat/rooms/${roomSlug}/messages`;

    const full: BenchProcess[] = [];
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      LOG_LEVEL: "warn",
    };
    if (WRITE_RATE > 0) env.ABUSE_BUDGET_SCALE = "10000";
    for (let i = 0; i < NODES; i++) full.push(await startProcess(SERVER_MAIN, env, `full#${i}`));
    servers.push(...full);
    const response = await fetch(`${full[0]!.url}${urlPath}`, { headers });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`full server answered ${response.status}: ${body}`);
    const bodyFile = path.join(dataDir, "bare-body.json");
    await writeFile(bodyFile, body);
    const bare = await startProcess(BARE_SERVER, { BENCH_HTTP_BODY: bodyFile }, "bare-http");
    servers.push(bare);
    const bareCheck = await fetch(`${bare.url}${urlPath}`).then((r) => r.text());
    log(`response bodies: full ${body.length} bytes, bare ${bareCheck.length} bytes`);

    const writers: Record<Variant, BenchSocket[]> = { bare: [], full: [] };
    if (WRITE_RATE > 0) {
      const bareSockets = await startProcess(BARE_SOCKET_SERVER, {}, "bare-socket");
      servers.push(bareSockets);
      const tokens = users.map((u) => u.token);
      writers.full = await connectSockets(
        full.map((s) => s.url),
        tokens,
        WRITERS,
      );
      writers.bare = await connectSockets([bareSockets.url], tokens, WRITERS);
      writerSockets.push(...writers.full, ...writers.bare);
      await joinAll(writerSockets, roomSlug);
      log(`writing ${WRITE_RATE} msg/s into the room during every window`);
    }
    const writeStats: SendStats[] = [];

    const rows: (string | number)[][] = [];
    const pairs: Record<Variant, HttpLoadResult>[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const order: Variant[] = r % 2 === 0 ? ["bare", "full"] : ["full", "bare"];
      const pair = {} as Record<Variant, HttpLoadResult>;
      for (const variant of order) {
        log(`round ${r + 1}/${ROUNDS}: ${variant}…`);
        const target = variant === "bare" ? [bare] : full;
        const cpu0 = target.reduce((s, p) => s + p.cpuSeconds(), 0);
        const [result, written] = await Promise.all([
          measure(target, urlPath, variant === "full" ? headers : {}),
          writeDuring(writers[variant], roomSlug),
        ]);
        if (written && variant === "full") writeStats.push(written);
        const cpu = target.reduce((s, p) => s + p.cpuSeconds(), 0) - cpu0;
        pair[variant] = result;
        rows.push([
          r + 1,
          variant,
          Math.round(result.reqPerSec),
          round(result.histogram.quantile(0.5)),
          round(result.histogram.quantile(0.99)),
          result.errors,
          result.bytesPerResponse,
          Math.round((100 * cpu) / ((DURATION_MS + WARMUP_MS) / 1000)),
        ]);
      }
      pairs.push(pair);
    }
    const summary = (results: HttpLoadResult[]) => ({
      reqPerSec: Math.round(median(results.map((r) => r.reqPerSec))),
      p50Ms: round(median(results.map((r) => r.histogram.quantile(0.5)))),
      p99Ms: round(median(results.map((r) => r.histogram.quantile(0.99)))),
      errors: results.reduce((s, r) => s + r.errors, 0),
    });
    const throughputRatio = round(median(pairs.map((p) => p.full.reqPerSec / p.bare.reqPerSec)), 3);
    const mode = CLUSTER ? `cluster (${NODES} nodes, PostgreSQL + Redis)` : "embedded (PGlite)";
    const writing = WRITE_RATE > 0 ? `, room written at ${WRITE_RATE} msg/s` : "";
    console.log(
      `\nHTTP GET ${urlPath.replace(roomSlug, "{slug}")}, ${CONNECTIONS} keep-alive connections, ${mode}${writing}`,
    );
    console.log(
      table(
        ["round", "server", "req/s", "p50 ms", "p99 ms", "errors", "bytes", "server CPU%"],
        rows,
      ),
    );
    console.log(
      `throughput ratio (full/bare, median of pairs): ${throughputRatio} — target ≥ 0.6: ${throughputRatio >= 0.6 ? "met" : "NOT met"}`,
    );
    if (writeStats.length > 0) {
      const acked = writeStats.reduce((sum, w) => sum + w.acked, 0);
      const attempted = writeStats.reduce((sum, w) => sum + w.attempted, 0);
      console.log(`writes accepted by the full server: ${acked} of ${attempted}`);
    }
    console.log(
      JSON.stringify({
        path: "/api/chat/rooms/{slug}/messages",
        writeRate: WRITE_RATE,
        full: summary(pairs.map((p) => p.full)),
        bare: summary(pairs.map((p) => p.bare)),
        throughputRatio,
      }),
    );
  } finally {
    closeAll(writerSockets);
    await Promise.all(servers.map((s) => s.stop()));
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
