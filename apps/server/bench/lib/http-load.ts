import { connect, type Socket } from "node:net";
import { LatencyHistogram } from "./stats.ts";

export interface HttpLoadResult {
  requests: number;
  errors: number;
  reqPerSec: number;
  histogram: LatencyHistogram;
  bytesPerResponse: number;
}

const HEADER_END = Buffer.from("\r\n\r\n");
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/**
 * An autocannon-style closed loop: `connections` keep-alive sockets, each sending the next GET
 * as soon as the previous response is complete. Raw sockets with a minimal response parser
 * (status line + Content-Length) keep the load generator cheap, so it is not the bottleneck
 * on this 2-core machine. Counts only responses completed within the measured window.
 */
export async function runHttpLoad(options: {
  url: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  warmupMs: number;
  durationMs: number;
}): Promise<HttpLoadResult> {
  const { hostname, port } = new URL(options.url);
  const lines = [`GET ${options.path} HTTP/1.1`, `Host: ${hostname}:${port}`];
  for (const [name, value] of Object.entries(options.headers)) lines.push(`${name}: ${value}`);
  const request = Buffer.from(`${lines.join("\r\n")}\r\nConnection: keep-alive\r\n\r\n`);

  const histogram = new LatencyHistogram();
  let measuring = false;
  let running = true;
  let requests = 0;
  let errors = 0;
  let bytes = 0;

  const sockets: Socket[] = [];
  const open = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = connect({ host: hostname, port: Number(port), noDelay: true });
      sockets.push(socket);
      let buffer: Buffer | null = null;
      let bodyStart = -1;
      let bodyLength = 0;
      let status = 0;
      let sentAt = 0;
      const send = () => {
        sentAt = performance.now();
        socket.write(request);
      };
      socket.once("connect", () => {
        resolve();
        send();
      });
      socket.once("error", reject);
      socket.on("data", (chunk: Buffer) => {
        buffer = buffer ? Buffer.concat([buffer, chunk]) : chunk;
        if (bodyStart < 0) {
          const end = buffer.indexOf(HEADER_END);
          if (end < 0) return;
          const head = buffer.toString("latin1", 0, end);
          status = Number(head.slice(9, 12));
          const length = CONTENT_LENGTH.exec(head);
          if (!length?.[1]) throw new Error(`response without Content-Length: ${head}`);
          bodyStart = end + 4;
          bodyLength = Number(length[1]);
        }
        if (buffer.length < bodyStart + bodyLength) return;
        if (measuring) {
          if (status === 200) {
            requests++;
            bytes += bodyLength;
            histogram.record(performance.now() - sentAt);
          } else errors++;
        }
        buffer = null;
        bodyStart = -1;
        if (running) send();
      });
    });
  await Promise.all(Array.from({ length: options.connections }, open));
  await new Promise((r) => setTimeout(r, options.warmupMs));
  measuring = true;
  await new Promise((r) => setTimeout(r, options.durationMs));
  measuring = false;
  running = false;
  for (const socket of sockets) socket.destroy();
  return {
    requests,
    errors,
    reqPerSec: requests / (options.durationMs / 1000),
    histogram,
    bytesPerResponse: requests ? Math.round(bytes / requests) : 0,
  };
}
