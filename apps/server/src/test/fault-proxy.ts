import net from "node:net";

/**
 * A TCP relay between the server under test and PostgreSQL or Redis that a test can cut and
 * restore: the outage a crashed or unreachable service causes, on the real drivers. Cutting
 * closes the listener and resets every open connection; restoring listens on the same port.
 */
export interface FaultProxy {
  port: number;
  /** `url` with its host and port replaced by the relay's. */
  through(url: string): string;
  cut(): Promise<void>;
  /** Connections are accepted and nothing is answered: a server that is up but hung. */
  hang(): void;
  /**
   * Open connections stop carrying bytes either way, and new ones hang: a server that stopped
   * answering mid-conversation (stopped process, dead link). `restore` lets the held bytes flow.
   */
  freeze(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<net.Socket>();
  const relayed = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let server: net.Server | undefined;
  let hung = false;

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const relay = net.createServer((client) => {
        if (hung) {
          open.add(client);
          client.on("error", () => client.destroy());
          client.on("close", () => open.delete(client));
          return;
        }
        const upstream = net.connect(target.port, target.host);
        for (const end of [client, upstream]) {
          open.add(end);
          end.on("error", () => end.destroy());
          end.on("close", () => {
            open.delete(end);
            client.destroy();
            upstream.destroy();
          });
        }
        const pair = { client, upstream };
        relayed.add(pair);
        client.on("close", () => relayed.delete(pair));
        client.pipe(upstream).pipe(client);
      });
      relay.once("error", reject);
      relay.listen(port, "127.0.0.1", () => {
        server = relay;
        resolve((relay.address() as net.AddressInfo).port);
      });
    });

  const cut = async () => {
    const closing = server;
    server = undefined;
    for (const socket of open) socket.resetAndDestroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const port = await listen(0);
  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    cut,
    hang() {
      hung = true;
    },
    freeze() {
      hung = true;
      for (const { client, upstream } of relayed) {
        client.unpipe(upstream).pause();
        upstream.unpipe(client).pause();
      }
    },
    async restore() {
      hung = false;
      for (const { client, upstream } of relayed) {
        if (!client.isPaused()) continue;
        client.pipe(upstream);
        upstream.pipe(client);
      }
      if (!server) await listen(port);
    },
    close: cut,
  };
}

/** Host and port of a `postgres://` or `redis://` URL. */
export function endpointOf(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}
