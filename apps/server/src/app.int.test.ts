import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./test/build-test-app.ts";

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), "huddle-dist-"));
  await mkdir(path.join(distDir, "assets"));
  await writeFile(path.join(distDir, "index.html"), "<!doctype html><title>Huddle</title>");
  await writeFile(path.join(distDir, "assets", "app-abc123.js"), "console.log('hi')");
  // What the build's precompress plugin writes beside a bundle.
  await writeFile(
    path.join(distDir, "assets", "app-abc123.js.br"),
    brotliCompressSync("console.log('hi')"),
  );
  t = await buildTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(() => t.close());

describe("the HTTP app", () => {
  it("answers the health check with the database status", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("serves the web app for any non-API path (history fallback)", async () => {
    for (const url of ["/", "/profile?tab=general", "/room?league=nfl", "/no/such/page"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain("<title>Huddle</title>");
    }
  });

  it("serves hashed assets with a long cache lifetime", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toContain("immutable");
  });

  it("sends the precompressed file to a browser that accepts brotli, the plain one otherwise", async () => {
    const url = "/assets/app-abc123.js";
    const br = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toContain("immutable");
    const plain = await t.app.inject({
      method: "GET",
      url,
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('hi')");
  });

  it("answers a missing asset with 404, not the app's HTML", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-old999.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("<title>");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "No API route for GET /api/nothing-here" });
  });

  it("answers a malformed address in the API's error shape, not Fastify's", async () => {
    for (const url of ["/api/x%ZZ", "/api/user/profile/%E0%A4%A"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([res.statusCode, res.json()], url).toEqual([
        400,
        { error: "The request address is not a valid URL." },
      ]);
    }
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
  });

  it("refuses request bodies over 100 KB with 413 and a clear error", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { usernameOrEmail: "x".repeat(200_000), password: "y" },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "The request is too large." });
  });

  it("publishes an OpenAPI document of the API", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain("/api/auth/login");
  });

  it("exposes Prometheus metrics with request latency by route pattern", async () => {
    await t.app.inject({ method: "GET", url: "/api/health" });
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /huddle_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
  });

  it("answers 503 from the health check when the database does not answer", async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "degraded", db: "down" });
    await broken.app.close();
  });
});
