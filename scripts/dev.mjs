// `npm run dev`: the server restarting on change plus the Vite dev server (proxying /api and
// /socket.io to it). Open the URL Vite prints.
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "apps/server/src/main.ts"], { stdio: "inherit" }),
  spawn("npm", ["run", "dev", "--workspace", "@huddle/web"], { stdio: "inherit" }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll());
process.on("SIGTERM", () => stopAll());
