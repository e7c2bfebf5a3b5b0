import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loggerOptions } from "../../lib/logger.ts";
import type { TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signedInUser, signIn } from "../../test/factories.ts";
import { connectSocket, nextEvent, type TestSocket } from "../../test/socket-client.ts";
import type { StripeApiTestDouble } from "../../test/stripe-api-test-double.ts";
import {
  buildBillingApp,
  invoiceEvent,
  postWebhook,
  SECRET_KEY,
  WEBHOOK_SECRET,
} from "./billing.fixtures.ts";

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let stripe: StripeApiTestDouble;
let baseUrl: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ({ t, stripe } = await buildBillingApp(
    { LOG_LEVEL: "debug" },
    { logger: loggerOptions("debug", { stream: capture }) },
  ));
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  while (sockets.length) sockets.pop()!.close();
  await t.close();
  await stripe.close();
});

describe("a tier change reaches open sessions", () => {
  it("pushes the new tier to every open socket of the user, and never logs a secret", async () => {
    const user = await createUser(t.database);
    const { accessToken } = (await signIn(t.app, user)).tokens;
    const tabs = [
      await connectSocket(baseUrl, accessToken),
      await connectSocket(baseUrl, accessToken),
    ];
    sockets.push(...tabs);
    const pushed = tabs.map((tab) => nextEvent(tab, "membership-updated"));

    const res = await t.app.inject({
      method: "POST",
      url: "/api/billing/subscriptions",
      headers: bearer(accessToken),
      payload: { planId: "league_owner" },
    });
    const { clientSecret, subscription } = res.json();
    stripe.subscriptions.get(subscription.id)!.status = "active";
    await postWebhook(t, invoiceEvent(stripe, subscription.id, "invoice.paid"));

    for (const payload of await Promise.all(pushed)) {
      expect(payload).toEqual({
        membershipTier: "league_owner",
        subscriptionSource: "subscription",
      });
    }
    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(accessToken),
    });
    expect(JSON.stringify(me.json())).toContain("league_owner");

    const log = lines.join("");
    expect(log).toContain("/api/billing/webhook");
    for (const secret of [SECRET_KEY, WEBHOOK_SECRET, clientSecret as string]) {
      expect(log).not.toContain(secret);
    }
  });

  it("pushes a staff tier change (PUT /api/admin/users/{id}/tier) to the user's open socket", async () => {
    const admin = await signedInUser(t.app, t.database, { adminLevel: "admin" });
    const fan = await createUser(t.database);
    const socket = await connectSocket(baseUrl, (await signIn(t.app, fan)).tokens.accessToken);
    sockets.push(socket);
    const pushed = nextEvent(socket, "membership-updated");

    const res = await admin.call("PUT", `/api/admin/users/${fan.id}/tier`, {
      tier: "super_vip",
      reason: "league partner",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pushed).toEqual({ membershipTier: "super_vip", subscriptionSource: "manual" });
  });
});
