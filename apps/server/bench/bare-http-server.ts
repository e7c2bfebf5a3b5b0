/**
 * The baseline for `bench:http`: a bare Fastify route at the same path returning the same JSON
 * the real server returned (read once from BENCH_HTTP_BODY), serialized on every request. No
 * auth, validation, database, hooks or plugins.
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const bodyFile = process.env.BENCH_HTTP_BODY;
if (!bodyFile) throw new Error("BENCH_HTTP_BODY is not set");
const payload: unknown = JSON.parse(readFileSync(bodyFile, "utf8"));

const app = Fastify({ logger: false });
app.get("/api/health", async () => ({ status: "ok" }));
app.get("/api/chat/rooms/:slug/messages", async () => payload);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? "127.0.0.1" });
const close = () => void app.close().then(() => process.exit(0));
process.on("SIGTERM", close);
process.on("SIGINT", close);
