import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressResolver } from "./client-address.ts";

/** A handshake from `peer` carrying an X-Forwarded-For header. */
function handshake(peer: string, forwardedFor: string): IncomingMessage {
  return {
    headers: { "x-forwarded-for": forwardedFor },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

describe("a socket's client address", () => {
  const request = handshake("10.0.0.5", "203.0.113.9, 198.51.100.7");

  it("is the peer when no proxy is trusted, whatever the header says", () => {
    expect(clientAddressResolver(false)(request)).toBe("10.0.0.5");
  });

  it("is the address the trusted proxy appended with a hop count of 1", () => {
    expect(clientAddressResolver(1)(request)).toBe("198.51.100.7");
  });

  it("skips only the listed proxies", () => {
    expect(clientAddressResolver(["10.0.0.0/8"])(request)).toBe("198.51.100.7");
    expect(clientAddressResolver(["192.168.0.1"])(request)).toBe("10.0.0.5");
  });
});
