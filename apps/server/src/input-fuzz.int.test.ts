import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServerEvents } from "@huddle/contracts/realtime";
import { buildBillingApp } from "./modules/billing/billing.fixtures.ts";
import type { TestApp } from "./test/build-test-app.ts";
import type { StripeApiTestDouble } from "./test/stripe-api-test-double.ts";
import { bearer, createUser, signIn } from "./test/factories.ts";
import {
  fieldPaths,
  HOSTILE_STRINGS,
  HOSTILE_URL_TEXTS,
  operationsOf,
  sampleOf,
  withFieldAt,
  WRONG_TYPES,
  type FuzzOperation,
  type OpenApiDocument,
} from "./test/openapi-fuzz.ts";
import { connectSocket, emitWithAck, type TestSocket } from "./test/socket-client.ts";

/**
 * Bad input never answers 5xx (issue 9 §1): every operation of the served OpenAPI document and
 * every client socket event gets NUL, control characters, a lone surrogate, 1 MB strings and
 * wrong types in each field it declares, one field at a time.
 */
let t: TestApp;
let baseUrl: string;
let doc: OpenApiDocument;
let stripe: StripeApiTestDouble;

beforeAll(async () => {
  // Send budgets and socket caps out of the way, so hostile messages reach storage, not a 429.
  // Billing is on (against the Stripe API test double): its routes then answer hostile input
  // rather than the billing-off 503 (issue 12).
  ({ t, stripe } = await buildBillingApp({ ABUSE_BUDGET_SCALE: "100000" }));
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  doc = (await t.app.inject({ method: "GET", url: "/api/docs" })).json();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A new address per request keeps per-address budgets from hiding what lies behind them. */
let addressSeq = 0;
const nextAddress = () => {
  const n = addressSeq++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

interface FuzzCase {
  label: string;
  params: Record<string, string>;
  query: string[];
  body?: unknown;
}

type Fan = Awaited<ReturnType<typeof createUser>> & {
  token: string;
  headers: Record<string, string>;
};
let current: Fan | undefined;

/** The fuzzing fan, signed in again whenever an operation (sign-out) ended their session. */
async function signedInFan(): Promise<Fan> {
  const fan = current;
  const me =
    fan && (await t.app.inject({ method: "GET", url: "/api/auth/me", headers: fan.headers }));
  if (fan && me?.statusCode === 200) return fan;
  const user = fan ?? (await createUser(t.database));
  const { tokens } = await signIn(t.app, user, nextAddress());
  current = { ...user, token: tokens.accessToken, headers: bearer(tokens.accessToken) };
  return current;
}

let messageSeq = 0;

/** Path parameters from the schema, with a real room, user and message where a path names one. */
async function pathSamples(op: FuzzOperation, fan: Fan) {
  const params: Record<string, string> = {};
  for (const { name, schema } of op.pathParams) params[name] = String(sampleOf(schema, name));
  if (params.slug) params.slug = "general";
  if (params.idOrUsername) params.idOrUsername = fan.username;
  if (op.path.startsWith("/api/chat/messages/{id}")) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat/rooms/general/messages",
      headers: fan.headers,
      payload: { messageText: `Fuzzing the line, take ${++messageSeq}` },
    });
    if (res.statusCode !== 201) throw new Error(`could not post: ${res.statusCode} ${res.body}`);
    params.id = res.json<{ message: { id: string } }>().message.id;
  }
  return params;
}

function casesOf(op: FuzzOperation, params: Record<string, string>): FuzzCase[] {
  const query = op.queryParams.map(
    ({ name, schema }) => `${name}=${encodeURIComponent(String(sampleOf(schema, name)))}`,
  );
  const body = op.body ? sampleOf(op.body) : undefined;
  const cases: FuzzCase[] = [{ label: "samples", params, query, body }];
  for (const { name } of op.pathParams) {
    for (const [kind, text] of Object.entries(HOSTILE_URL_TEXTS)) {
      cases.push({
        label: `path ${name}: ${kind}`,
        params: { ...params, [name]: text },
        query,
        body,
      });
    }
  }
  op.queryParams.forEach(({ name }, i) => {
    const variants = Object.entries(HOSTILE_URL_TEXTS).map(([kind, text]): [string, string] => [
      kind,
      `${name}=${text}`,
    ]);
    variants.push(["array", `${name}=a&${name}=b`], ["object", `${name}[a]=x`]);
    for (const [kind, part] of variants) {
      cases.push({ label: `query ${name}: ${kind}`, params, query: query.with(i, part), body });
    }
  });
  if (!op.body) return cases;
  const hostile = { ...HOSTILE_STRINGS, ...WRONG_TYPES };
  for (const path of [[], ...fieldPaths(body)]) {
    for (const [kind, value] of Object.entries(hostile)) {
      const field = path.length ? path.join(".") : "(root)";
      cases.push({
        label: `body ${field}: ${kind}`,
        params,
        query,
        body: withFieldAt(body, path, value),
      });
    }
  }
  return cases;
}

const urlOf = (op: FuzzOperation, c: FuzzCase) =>
  op.path.replace(/\{(\w+)\}/g, (_m, name: string) => c.params[name] ?? "x") +
  (c.query.length ? `?${c.query.join("&")}` : "");

describe("hostile HTTP input", () => {
  it("never answers 5xx on any route of the OpenAPI document", { timeout: 120_000 }, async () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const op of operations) {
      const fan = await signedInFan();
      const params = await pathSamples(op, fan);
      for (const c of casesOf(op, params)) {
        const res = await t.app.inject({
          method: op.method,
          url: urlOf(op, c),
          headers: {
            ...fan.headers,
            ...(c.body === undefined ? {} : { "content-type": "application/json" }),
          },
          ...(c.body === undefined ? {} : { payload: JSON.stringify(c.body) }),
          remoteAddress: nextAddress(),
        });
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${op.path} ${c.label}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * One valid payload per client event, and whether it answers an ack. Typed as a Record over
 * ClientToServerEvents so an event added to realtime.ts does not compile here until it is fuzzed.
 */
const EVENTS: Record<keyof ClientToServerEvents, { sample: object; acks: boolean }> = {
  "join-room": { sample: { roomSlug: "general" }, acks: true },
  "leave-room": { sample: { roomSlug: "general" }, acks: true },
  "send-message": {
    sample: { roomSlug: "general", messageText: "Go team", parentMessageId: null },
    acks: true,
  },
  "broadcast-message": { sample: { roomSlug: "general", messageText: "Kickoff" }, acks: true },
  "typing-start": { sample: { roomSlug: "general", username: "fan" }, acks: false },
  "typing-stop": { sample: { roomSlug: "general", username: "fan" }, acks: false },
  "toggle-reaction": {
    sample: { messageId: "00000000-0000-4000-8000-000000000000", emoji: "👍" },
    acks: true,
  },
};

type LooseSocket = {
  emit(event: string, payload: unknown): void;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
};
const loose = (socket: TestSocket) => socket as unknown as LooseSocket;

async function connectedFan(): Promise<TestSocket> {
  const fan = await signedInFan();
  return connectSocket(baseUrl, fan.token);
}

const isServerError = (ack: unknown) =>
  typeof ack === "object" && ack !== null && "status" in ack && Number(ack.status) >= 500;

describe("hostile socket events", () => {
  const { "1 MB": megabyte, ...hostileStrings } = HOSTILE_STRINGS;
  const hostile = { ...hostileStrings, ...WRONG_TYPES };

  it("never acks a server error and keeps answering", { timeout: 60_000 }, async () => {
    const socket = await connectedFan();
    const failures: string[] = [];
    for (const [event, { sample, acks }] of Object.entries(EVENTS)) {
      for (const path of [[], ...fieldPaths(sample)]) {
        for (const [kind, value] of Object.entries(hostile)) {
          const payload = withFieldAt(sample, path, value);
          const label = `${event} ${path.length ? path.join(".") : "(root)"}: ${kind}`;
          if (!acks) {
            loose(socket).emit(event, payload);
            continue;
          }
          const ack = await loose(socket).timeout(5_000).emitWithAck(event, payload);
          if (isServerError(ack)) failures.push(`${label}: ${JSON.stringify(ack)}`);
        }
      }
      // Still connected and answering after everything this event was sent.
      expect(await emitWithAck(socket, "join-room", { roomSlug: "general" })).toMatchObject({
        ok: true,
      });
    }
    socket.close();
    expect(failures).toEqual([]);
  });

  it.each(Object.keys(EVENTS))(
    "drops a connection sending a 1 MB %s and serves the next one",
    async (event) => {
      const socket = await connectedFan();
      const dropped = new Promise((resolve) => socket.once("disconnect", resolve));
      loose(socket).emit(
        event,
        withFieldAt(EVENTS[event as keyof ClientToServerEvents].sample, ["roomSlug"], megabyte),
      );
      await dropped;
      const next = await connectedFan();
      expect(await emitWithAck(next, "join-room", { roomSlug: "general" })).toMatchObject({
        ok: true,
      });
      next.close();
    },
  );
});
