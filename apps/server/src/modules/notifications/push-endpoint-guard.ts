import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Push endpoints are URLs a client hands us and the server later POSTs to, so without a check
 * they are a blind request to anything our network reaches (Redis on 127.0.0.1:6379, cloud
 * metadata on 169.254.169.254, …). An endpoint is allowed only when its host is a name, on the
 * default https port, and every address it resolves to is public (docs/decisions.md).
 */

/** Every address a host name resolves to (A and AAAA). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithSystemDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** IPv4 ranges that are not globally reachable (IANA special-purpose registry). */
const IPV4_NOT_PUBLIC: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

/**
 * IPv6 special ranges inside global unicast (2000::/3). Everything outside 2000::/3 (loopback,
 * unspecified, IPv4-mapped, NAT64, unique-local, link-local, multicast) is refused as a whole.
 */
const IPV6_NOT_PUBLIC: [string, number][] = [
  ["2001::", 23], // IETF protocol assignments (Teredo embeds an IPv4 address)
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["3fff::", 20], // documentation
];

const notPublic = new BlockList();
for (const [net, prefix] of IPV4_NOT_PUBLIC) notPublic.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of IPV6_NOT_PUBLIC) notPublic.addSubnet(net, prefix, "ipv6");
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet("2000::", 3, "ipv6");

/** Whether `address` (an IPv4 or IPv6 literal) is a public, globally routed unicast address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, "ipv4");
  if (family === 6) {
    return globalUnicastV6.check(address, "ipv6") && !notPublic.check(address, "ipv6");
  }
  return false;
}

/** "allowed" carries the checked addresses, the only ones a push may then connect to. */
export type EndpointCheck =
  { verdict: "allowed"; addresses: string[] } | { verdict: "refused" | "unresolved" };

const REFUSED: EndpointCheck = { verdict: "refused" };
const UNRESOLVED: EndpointCheck = { verdict: "unresolved" };

/**
 * Checks an endpoint URL. "refused": an IP literal in any spelling (the WHATWG URL parser has
 * already turned decimal, hex and octal IPv4 into dotted form, IPv6 is bracketed), a non-default
 * port, or a name with any non-public address. "unresolved": the name does not resolve now.
 */
export function createPushEndpointGuard(resolveHost: ResolveHost) {
  return async function checkEndpoint(endpoint: string): Promise<EndpointCheck> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return REFUSED;
    }
    const host = url.hostname;
    if (url.protocol !== "https:" || url.port !== "") return REFUSED;
    if (host.startsWith("[") || isIP(host) !== 0) return REFUSED;
    let addresses: string[];
    try {
      addresses = await resolveHost(host);
    } catch {
      return UNRESOLVED;
    }
    if (addresses.length === 0) return UNRESOLVED;
    return addresses.every(isPublicAddress) ? { verdict: "allowed", addresses } : REFUSED;
  };
}

export type CheckPushEndpoint = ReturnType<typeof createPushEndpointGuard>;
