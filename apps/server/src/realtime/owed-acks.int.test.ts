import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { SHUTTING_DOWN, trackOwedAcks } from "./owed-acks.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let http: HttpServer | undefined;
let server: Server | undefined;
let client: Socket | undefined;
afterEach(async () => {
  client?.disconnect();
  await server?.close();
  http?.close();
});

/** A Socket.IO server whose "slow" event answers after `delayMs` (never when null). */
async function serverWithSlowEvent(delayMs: number | null) {
  http = createServer();
  server = new Server(http);
  const acks = trackOwedAcks(server);
  server.on("connection", (socket) => {
    socket.on("slow", async (ack: (answer: unknown) => void) => {
      if (delayMs === null) return;
      await sleep(delayMs);
      ack({ ok: true });
    });
  });
  await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
  client = connect(`http://127.0.0.1:${(http.address() as AddressInfo).port}`, {
    transports: ["websocket"],
  });
  await new Promise((resolve) => client!.once("connect", () => resolve(undefined)));
  return acks;
}

describe("owed acks at shutdown", () => {
  it("answers the events already taken before draining ends, and refuses new ones", async () => {
    const acks = await serverWithSlowEvent(300);
    const first = client!.emitWithAck("slow");
    await expect.poll(() => acks.owed()).toBe(1);

    const started = Date.now();
    const drained = acks.drain(5_000);
    expect(await client!.emitWithAck("slow")).toEqual(SHUTTING_DOWN);
    await drained;

    expect(await first).toEqual({ ok: true });
    expect(acks.owed()).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("stops waiting after the timeout when a handler never answers", async () => {
    const acks = await serverWithSlowEvent(null);
    void client!.emitWithAck("slow").catch(() => undefined);
    await expect.poll(() => acks.owed()).toBe(1);
    const started = Date.now();
    await acks.drain(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
