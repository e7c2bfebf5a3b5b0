// `npm start`: build the web app when its build is missing or older than its sources, then run
// the server in this process (tsx loads the TypeScript sources directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const builtIndex = path.join(root, "apps/web/dist/index.html");
const webSources = [
  "apps/web/src",
  "apps/web/index.html",
  "apps/web/public",
  "packages/contracts/src",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return webSources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

if (process.env.SKIP_WEB_BUILD !== "1" && webBuildIsStale()) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "--workspace", "@huddle/web"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

register();
await import(path.join(root, "apps/server/src/main.ts"));
