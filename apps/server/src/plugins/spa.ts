import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves the built web app. Unknown non-API GETs get index.html (history fallback); unknown
 * /api paths keep the JSON 404 of the error plugin.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<void> {
  const indexFile = distDir ? path.join(distDir, "index.html") : undefined;
  const hasBuild = indexFile !== undefined && existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: path.resolve(distDir!),
      // Files are looked up per request, so a rebuild while running is served at once.
      wildcard: true,
      index: "index.html",
      // The build writes .br and .gz beside each text file (apps/web precompress plugin).
      preCompressed: true,
      maxAge: "1h",
      setHeaders: (res, file) => {
        // Hashed bundle names never change; index.html must always be revalidated.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else if (file.endsWith("index.html")) {
          res.header("cache-control", "no-cache");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.status(404).send({ error: `No API route for ${request.method} ${pathname}` });
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      // A missing file (an old bundle name, a typo) is a 404, never the app's HTML.
      return reply.status(404).type("text/plain").send("Not found");
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet. Run `npm run build` (npm start does it for you).");
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
