import os from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import { precompress } from "./src/build/precompress-plugin.ts";

const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Pages are split by route (src/app/routes.tsx); the libraries every page needs get chunks of
    // their own, so a deploy that changes only app code leaves them cached. The entry chunk has a
    // budget (src/app/bundle-budget.test.ts); vite's own warning stays at its 500 kB default.
    rolldownOptions: {
      // Rolldown warns when plugins take most of a build's time: the brotli pass of `precompress`
      // does, and on a busy machine it crosses the line. That is a fact about the machine's load,
      // not a defect of the build, and it made "builds without a warning" fail at random in CI.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    // Component tests in happy-dom share nothing: both cores even on a 2-core machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Grouped with the unit files (same worker count), after the server's integration files.
    sequence: { groupOrder: 1 },
    root: fileURLToPath(new URL(".", import.meta.url)),
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
