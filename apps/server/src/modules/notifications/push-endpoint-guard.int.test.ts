import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOTIFICATION_MESSAGES } from "@huddle/contracts/notifications";
import { deviceTokens } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { signedInUser, type ApiCall } from "../../test/factories.ts";

/** Stands in for DNS: tests point names wherever they like, with no network. */
const dns = new Map<string, string[]>();

let t: TestApp;
/** One user for the refusals: nothing they try is stored. */
let call: ApiCall;
beforeAll(async () => {
  // WEB_PUSH_ALLOW_HTTP stays off: the production rules apply.
  t = await buildTestApp(
    {},
    {
      resolveHost: async (host) => {
        const found = dns.get(host);
        if (!found) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
        return found;
      },
    },
  );
  ({ call } = await signedInUser(t.app, t.database));
});
afterAll(() => t.close());

const DEVICES = "/api/notifications/device-tokens";
const PUBLIC_V4 = "142.250.185.74";
const PUBLIC_V6 = "2a00:1450:4001:80b::200a";

const subscription = (endpoint: string) =>
  JSON.stringify({ endpoint, keys: { p256dh: "BPublicKey", auth: "secret" } });

describe("push endpoints inside our network", () => {
  it.each([
    ["dotted IPv4 on the Redis port", "https://127.0.0.1:6379/x"],
    ["dotted IPv4", "https://10.0.0.8/x"],
    ["decimal IPv4", "https://2130706433/x"],
    ["hex IPv4", "https://0x7f000001/x"],
    ["octal IPv4", "https://0177.0.0.1/x"],
    ["cloud metadata", "https://169.254.169.254/latest/meta-data"],
    ["IPv6 loopback", "https://[::1]/x"],
    ["IPv4-mapped IPv6", "https://[::ffff:127.0.0.1]/x"],
    ["unique-local IPv6", "https://[fd00::1]/x"],
    ["public IPv4", `https://${PUBLIC_V4}/x`],
  ])("refuses an endpoint whose host is an IP literal (%s)", async (_name, endpoint) => {
    const res = await call("POST", DEVICES, { token: subscription(endpoint) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NOTIFICATION_MESSAGES.endpointNotAllowed);
    expect((await call("GET", DEVICES)).json().deviceTokens).toEqual([]);
  });

  it.each([
    ["IPv4 loopback", ["127.0.0.1"]],
    ["a private IPv4 among public ones", [PUBLIC_V4, "192.168.1.20"]],
    ["CGNAT IPv4", ["100.64.3.4"]],
    ["IPv6 loopback", ["::1"]],
    ["link-local IPv6", [PUBLIC_V6, "fe80::1"]],
  ])("refuses a host name that resolves to %s", async (_name, addresses) => {
    const host = `${crypto.randomUUID()}.push.example`;
    dns.set(host, addresses);
    const res = await call("POST", DEVICES, { token: subscription(`https://${host}/x`) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NOTIFICATION_MESSAGES.endpointNotAllowed);
  });

  it("refuses plain http and a host that does not resolve", async () => {
    const host = `${crypto.randomUUID()}.push.example`;
    dns.set(host, [PUBLIC_V4]);
    const http = await call("POST", DEVICES, { token: subscription(`http://${host}/x`) });
    expect(http.json().error).toBe(NOTIFICATION_MESSAGES.endpointNotAllowed);
    const unknown = await call("POST", DEVICES, {
      token: subscription("https://nowhere.push.example/x"),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(NOTIFICATION_MESSAGES.endpointUnresolved);
  });

  it("accepts a host name whose addresses are all public", async () => {
    const host = `${crypto.randomUUID()}.push.example`;
    dns.set(host, [PUBLIC_V4, PUBLIC_V6]);
    const res = await call("POST", DEVICES, { token: subscription(`https://${host}/send/1`) });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ["127.0.0.1", ["127.0.0.1"]],
    ["::1", ["::1"]],
  ])(
    "deactivates instead of pushing when the name resolves to %s at send time",
    async (_name, addresses) => {
      const host = `${crypto.randomUUID()}.push.example`;
      dns.set(host, [PUBLIC_V4]);
      const { call } = await signedInUser(t.app, t.database);
      const registered = await call("POST", DEVICES, { token: subscription(`https://${host}/x`) });
      expect(registered.statusCode).toBe(201);

      dns.set(host, addresses); // DNS rebinding after registration
      const res = await call("POST", "/api/notifications/test", {});
      expect(res.json()).toEqual({ delivered: 0, failed: 1 });
      const [device] = (await call("GET", DEVICES)).json().deviceTokens;
      expect(device.isActive).toBe(false);
    },
  );

  it.each(["https://2130706433:6379/x", "https://[::1]/x"])(
    "never calls %s stored before endpoints were checked, and deactivates it",
    async (endpoint) => {
      const { user, call } = await signedInUser(t.app, t.database);
      await t.database.db.insert(deviceTokens).values({
        userId: user.id,
        token: subscription(endpoint),
        endpoint: new URL(endpoint).href,
        platform: "web",
        deviceType: "desktop",
      });
      const res = await call("POST", "/api/notifications/test", {});
      expect(res.json()).toEqual({ delivered: 0, failed: 1 });
      const [device] = (await call("GET", DEVICES)).json().deviceTokens;
      expect(device.isActive).toBe(false);
    },
  );
});
