import { describe, expect, it } from "vitest";
import { createPushEndpointGuard, isPublicAddress } from "./push-endpoint-guard.ts";

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "127.0.0.1",
    "127.255.255.254",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "192.0.2.10",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::7f00:1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "2001:db8::1",
    "2002:7f00:1::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "142.250.185.74", "172.32.0.1", "100.128.0.1", "2a00:1450:4001:80b::200a"])(
    "accepts the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe("push endpoint guard", () => {
  const dns: Record<string, string[]> = {
    "fcm.googleapis.com": ["142.250.185.74", "2a00:1450:4001:80b::200a"],
    "push.evil.example": ["127.0.0.1"],
    "mixed.evil.example": ["142.250.185.74", "10.0.0.5"],
    "v6.evil.example": ["::1"],
  };
  const check = createPushEndpointGuard(async (host) => {
    const found = dns[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  });

  it("allows an https endpoint whose name resolves only to public addresses", async () => {
    expect(await check("https://fcm.googleapis.com/fcm/send/abc")).toEqual({
      verdict: "allowed",
      addresses: dns["fcm.googleapis.com"],
    });
  });

  it.each([
    "https://127.0.0.1:6379/x",
    "https://127.0.0.1/x",
    "https://2130706433/x",
    "https://0x7f000001/x",
    "https://0177.0.0.1/x",
    "https://127.1/x",
    "https://8.8.8.8/x",
    "https://[::1]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[2a00:1450:4001:80b::200a]/x",
  ])("refuses the IP literal endpoint %s", async (endpoint) => {
    expect((await check(endpoint)).verdict).toBe("refused");
  });

  it.each([
    "https://push.evil.example/x",
    "https://mixed.evil.example/x",
    "https://v6.evil.example/x",
  ])("refuses %s, a name resolving to a non-public address", async (endpoint) => {
    expect((await check(endpoint)).verdict).toBe("refused");
  });

  it("refuses plain http and a non-default port", async () => {
    expect((await check("http://fcm.googleapis.com/x")).verdict).toBe("refused");
    expect((await check("https://fcm.googleapis.com:6379/x")).verdict).toBe("refused");
  });

  it("reports a name that does not resolve", async () => {
    expect((await check("https://nowhere.example/x")).verdict).toBe("unresolved");
  });
});
