import type { IncomingMessage } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { Config } from "../config.ts";

/**
 * The client address of a socket's handshake, trusting proxies exactly as the HTTP side does
 * (TRUST_PROXY: a hop count or the proxies' addresses), so the per-address socket cap counts
 * the same address as every per-address HTTP limit.
 */
export function clientAddressResolver(
  trust: Config["TRUST_PROXY"],
): (request: IncomingMessage) => string {
  const trusted =
    trust === false
      ? () => false
      : typeof trust === "number"
        ? (_address: string, hop: number) => hop < trust
        : proxyAddr.compile(trust);
  return (request) => proxyAddr(request, trusted);
}
