import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

/** The repository root: children run from there, as `npm start` does. */
export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
export const SERVER_MAIN = fileURLToPath(new URL("../../src/main.ts", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Keeps the load generator (this process, all its threads) on the given CPUs (`taskset -a -cp`),
 * so a server pinned elsewhere never shares a core with it.
 */
export function pinThisProcess(cpus: string): void {
  execFileSync("taskset", ["-a", "-cp", cpus, String(process.pid)], { stdio: "ignore" });
}

export interface BenchProcess {
  url: string;
  pid: number;
  /** Resident set size of the process now, in KiB (VmRSS from /proc). */
  rssKB(): number;
  /** CPU seconds (user + system) used so far. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/**
 * Runs a TypeScript entry point under tsx in its own process (`node --import tsx file`) with
 * PORT/HOST set, and waits for GET /api/health = 200. BENCH_CPU_PROF=<dir> adds --cpu-prof so
 * a profile of each child is written there on exit (`options.cpuProfDir` does it for one child).
 * `options.cpus` pins the child and all its threads to those CPUs (`taskset -c` syntax).
 */
export async function startProcess(
  entry: string,
  env: Record<string, string>,
  label: string,
  options: { cpuProfDir?: string; cpus?: string } = {},
): Promise<BenchProcess> {
  const port = await freePort();
  const profDir = options.cpuProfDir ?? process.env.BENCH_CPU_PROF;
  const flags = profDir ? ["--cpu-prof", "--cpu-prof-dir", profDir] : [];
  const command = [process.execPath, ...flags, "--import", "tsx", entry];
  // taskset execs node in place, so the child's pid is the server's.
  const [file, ...args] = options.cpus ? ["taskset", "-c", options.cpus, ...command] : command;
  const child: ChildProcess = spawn(file!, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  let lastAnswer = "no answer";
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited early:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${label} did not become healthy (${lastAnswer}):\n${stderr}`);
    }
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => {
        lastAnswer = `HTTP ${r.status}`;
        return r.ok;
      },
      (error: unknown) => {
        lastAnswer = String(error);
        return false;
      },
    );
    if (healthy) break;
    await sleep(150);
  }
  const pid = child.pid as number;
  return {
    url,
    pid,
    rssKB: () => readRssKB(pid),
    cpuSeconds: () => readCpuSeconds(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(force);
          if (stderr.trim() && process.env.BENCH_VERBOSE) console.error(`[${label}] ${stderr}`);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

export function readRssKB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(match[1]);
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
export function readCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // After "(comm) ", field 3 (state) is index 0: utime is field 14, stime field 15.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
