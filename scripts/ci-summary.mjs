// Sums the vitest and Playwright JSON reports of a CI run into one "N passed, M failed" line.
// A tier whose report is missing (it crashed before reporting) counts as one failure.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? ".ci-reports";
let passed = 0;
let failed = 0;

for (const name of ["test.json", "unit-node24.json", "pglite-node24.json", "services.json"]) {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.success === false && report.numFailedTests === 0) {
    failed += 1; // a file that failed to load, or a run that stopped before any test (its config)
  }
}

// The journeys on one node (PGlite) and again on two nodes (PostgreSQL + Redis).
for (const name of ["e2e.json", "e2e-cluster.json"]) {
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.flaky > 0) {
    console.log(`${stats.flaky} browser journey(s) in ${name} passed only on their retry`);
  }
}

console.log(`${passed} passed, ${failed} failed`);
