import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "@huddle/contracts/billing-plans";
import {
  createClusterDatabase,
  startProcessCluster,
  type ClusterDatabase,
  type ProcessCluster,
} from "../../test/cluster.ts";
import { createUser } from "../../test/factories.ts";
import { connectSocket, nextEvent, type TestSocket } from "../../test/socket-client.ts";
import {
  startStripeApiTestDouble,
  type StripeApiTestDouble,
} from "../../test/stripe-api-test-double.ts";
import { invoiceEvent, SECRET_KEY, WEBHOOK_SECRET } from "./billing.fixtures.ts";

let database: ClusterDatabase;
let stripe: StripeApiTestDouble;
let cluster: ProcessCluster;
const sockets: TestSocket[] = [];

/** Two server processes on one PostgreSQL database and one Redis, billing on the test double. */
beforeAll(async () => {
  database = await createClusterDatabase();
  stripe = await startStripeApiTestDouble();
  for (const plan of PLANS) if (plan.lookupKey) stripe.addPrice(plan.lookupKey, plan.price);
  cluster = await startProcessCluster(
    database,
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: "pk_test_cluster",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    },
    { withRedis: true },
  );
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await cluster?.close();
  await stripe?.close();
  await database?.close();
});

describe("billing on two nodes", () => {
  it("a webhook landing on node A upgrades the fan's open session on node B", async () => {
    const [nodeA, nodeB] = cluster.nodes;
    const user = await createUser(database);
    const login = await fetch(`${nodeB.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ usernameOrEmail: user.username, password: user.password }),
    });
    const token = ((await login.json()) as { tokens: { accessToken: string } }).tokens.accessToken;
    const onB = (url: string, init: RequestInit = {}) =>
      fetch(`${nodeB.url}${url}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      }).then((res) => res.json() as Promise<Record<string, unknown>>);
    const socket = await connectSocket(nodeB.url, token);
    sockets.push(socket);
    const pushed = nextEvent(socket, "membership-updated");

    const created = await onB("/api/billing/subscriptions", {
      method: "POST",
      body: JSON.stringify({ planId: "team_owner" }),
    });
    const subId = (created.subscription as { id: string }).id;
    stripe.subscriptions.get(subId)!.status = "active";
    const event = invoiceEvent(stripe, subId, "invoice.paid");
    const res = await fetch(`${nodeA.url}/api/billing/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.header },
      body: event.payload,
    });
    expect(res.status).toBe(200);

    expect(await pushed).toEqual({
      membershipTier: "team_owner",
      subscriptionSource: "subscription",
    });
    expect(await onB("/api/custom-teams/limits")).toMatchObject({ maxTeams: 1, maxMembers: 10 });
  });
});
