import pino from "pino";
import pg from "pg";
import { createJobRunner } from "./src/jobs/job-runner.ts";
const admin = new pg.Client({ connectionString: "postgres://postgres@127.0.0.1:5432/postgres" });
await admin.connect();
await admin.query("drop database if exists huddle_jobs_scratch with (force)");
await admin.query("create database huddle_jobs_scratch");
const url = "postgres://postgres@127.0.0.1:5432/huddle_jobs_scratch";
const log = pino({ level: "warn" });
function runner() {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const r = createJobRunner({ sql: { executeSql: (t, v) => pool.query(t, v) }, log, pollMs: 500 });
  for (const name of ["a-job", "b-job", "c-job", "d-job"]) r.recurring({ name, everyMs: 1000, timeoutMs: 10000, retries: 1, retryDelayMs: 1000, run: async () => 1 });
  return r;
}
const rs = [runner(), runner()];
try {
  await Promise.all(rs.map((r) => r.start()));
  console.log("started ok");
} catch (e) { console.log("ERR", e); }
await Promise.all(rs.map((r) => r.stop()));
await admin.end();
process.exit(0);
