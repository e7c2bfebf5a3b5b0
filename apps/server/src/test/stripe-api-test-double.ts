import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A test double of the Stripe API, for tests only: a local HTTP server answering the few
 * endpoints Huddle calls with Stripe's JSON shapes (API 2026-10-28), so the real `stripe` SDK
 * runs against it through its host/port/protocol options. State lives in memory; tests move a
 * subscription along (pay, fail, end the period) the way Stripe would, then post the webhook.
 */

type Json = Record<string, unknown>;
export interface DoubleSubscription {
  id: string;
  customer: string;
  status: string;
  created: number;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  priceId: string;
  current_period_end: number;
  latestInvoice: string;
}

interface DoublePrice {
  id: string;
  product: string;
  lookup_key: string | null;
  unit_amount: number;
  currency: string;
  interval: string;
  active: boolean;
}

/** Decodes Stripe's form encoding (`items[0][price]=x`, `expand[0]=y`) into nested values. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Json = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return root;
}

const listOf = (value: unknown): string[] =>
  value && typeof value === "object" ? Object.values(value as Record<string, string>) : [];

export interface StripeApiTestDouble {
  url: string;
  customers: Map<string, Json>;
  subscriptions: Map<string, DoubleSubscription>;
  prices: Map<string, DoublePrice>;
  products: Map<string, Json>;
  /** Every request seen, as "METHOD /path". */
  requests: string[];
  /** When false, new subscriptions come without a confirmation secret (Checkout is used). */
  giveClientSecrets: boolean;
  /** Adds a price carrying `lookupKey`, as `npm run billing:sync` would. */
  addPrice(lookupKey: string, unitAmount?: number): string;
  subscriptionJson(id: string): Json;
  close(): Promise<void>;
}

/**
 * Starts the double on `port` (0: any free one). Besides Stripe's endpoints it answers
 * `POST /__test/subscriptions/{id}` with `status=…`, so a browser journey can have Stripe take a
 * payment (or fail one) before posting the webhook.
 */
export async function startStripeApiTestDouble(port = 0): Promise<StripeApiTestDouble> {
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, "0")}T`;
  const now = () => Math.floor(Date.now() / 1000);

  const double: StripeApiTestDouble = {
    url: "",
    customers: new Map(),
    subscriptions: new Map(),
    prices: new Map(),
    products: new Map(),
    requests: [],
    giveClientSecrets: true,
    addPrice(lookupKey, unitAmount = 999) {
      const id = newId("price");
      double.prices.set(id, {
        id,
        product: newId("prod"),
        lookup_key: lookupKey,
        unit_amount: unitAmount,
        currency: "usd",
        interval: "month",
        active: true,
      });
      return id;
    },
    subscriptionJson: (id) => subscriptionJson(double.subscriptions.get(id)!, []),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function priceJson(price: DoublePrice): Json {
    return {
      id: price.id,
      object: "price",
      active: price.active,
      currency: price.currency,
      lookup_key: price.lookup_key,
      product: price.product,
      recurring: { interval: price.interval, interval_count: 1 },
      type: "recurring",
      unit_amount: price.unit_amount,
      metadata: {},
    };
  }

  function invoiceJson(sub: DoubleSubscription): Json {
    return {
      id: sub.latestInvoice,
      object: "invoice",
      customer: sub.customer,
      status: sub.status === "active" ? "paid" : "open",
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
      confirmation_secret: double.giveClientSecrets
        ? {
            client_secret: `pi_${sub.id}_secret_${randomBytes(6).toString("hex")}`,
            type: "payment_intent",
          }
        : null,
    };
  }

  function subscriptionJson(sub: DoubleSubscription, expand: string[]): Json {
    const price = double.prices.get(sub.priceId)!;
    return {
      id: sub.id,
      object: "subscription",
      customer: sub.customer,
      status: sub.status,
      created: sub.created,
      cancel_at_period_end: sub.cancel_at_period_end,
      metadata: sub.metadata,
      items: {
        object: "list",
        data: [
          {
            id: `si_${sub.id}`,
            object: "subscription_item",
            price: priceJson(price),
            quantity: 1,
            current_period_start: sub.current_period_end - 30 * 86_400,
            current_period_end: sub.current_period_end,
          },
        ],
        has_more: false,
      },
      latest_invoice: expand.includes("latest_invoice.confirmation_secret")
        ? invoiceJson(sub)
        : sub.latestInvoice,
    };
  }

  function notFound(res: ServerResponse, what: string) {
    send(res, 404, {
      error: {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${what}`,
      },
    });
  }

  function handle(method: string, path: string, params: Json, res: ServerResponse): void {
    const parts = path.split("/").filter(Boolean).slice(1); // drop "v1"
    const [resource, id] = [parts.join("/").replace(/\/[^/]+$/, ""), parts.at(-1)!];
    if (method === "POST" && path.startsWith("/__test/subscriptions/")) {
      const sub = double.subscriptions.get(path.split("/").at(-1)!);
      if (!sub) return notFound(res, `subscription: '${path}'`);
      sub.status = String(params.status);
      return send(res, 200, subscriptionJson(sub, []));
    }
    if (method === "POST" && path === "/v1/customers") {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        metadata: params.metadata ?? {},
      };
      double.customers.set(customer.id, customer);
      return send(res, 200, customer);
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const items = params.items as Record<string, { price: string }>;
      const sub: DoubleSubscription = {
        id: newId("sub"),
        customer: String(params.customer),
        status: "incomplete",
        created: now(),
        cancel_at_period_end: false,
        metadata: (params.metadata as Record<string, string>) ?? {},
        priceId: Object.values(items)[0]!.price,
        current_period_end: now() + 30 * 86_400,
        latestInvoice: newId("in"),
      };
      if (!double.prices.has(sub.priceId)) return notFound(res, `price: '${sub.priceId}'`);
      double.subscriptions.set(sub.id, sub);
      return send(res, 200, subscriptionJson(sub, listOf(params.expand)));
    }
    if (resource === "subscriptions") {
      const sub = double.subscriptions.get(id);
      if (!sub) return notFound(res, `subscription: '${id}'`);
      if (method === "POST" && params.cancel_at_period_end !== undefined) {
        sub.cancel_at_period_end = params.cancel_at_period_end === "true";
      }
      if (method === "DELETE") sub.status = "canceled";
      return send(res, 200, subscriptionJson(sub, listOf(params.expand)));
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = listOf(params.lookup_keys);
      const data = [...double.prices.values()]
        .filter(
          (p) => p.active && (keys.length === 0 || (p.lookup_key && keys.includes(p.lookup_key))),
        )
        .map(priceJson);
      return send(res, 200, { object: "list", data, has_more: false, url: "/v1/prices" });
    }
    if (method === "POST" && path === "/v1/prices") {
      const recurring = params.recurring as Json | undefined;
      const key = (params.lookup_key as string | undefined) ?? null;
      if (key && params.transfer_lookup_key === "true") {
        for (const p of double.prices.values()) if (p.lookup_key === key) p.lookup_key = null;
      }
      const price: DoublePrice = {
        id: newId("price"),
        product: String(params.product),
        lookup_key: key,
        unit_amount: Number(params.unit_amount),
        currency: String(params.currency),
        interval: String(recurring?.interval ?? "month"),
        active: true,
      };
      double.prices.set(price.id, price);
      return send(res, 200, priceJson(price));
    }
    if (resource === "products" || path === "/v1/products") {
      if (method === "POST" && path === "/v1/products") {
        const product = {
          object: "product",
          active: true,
          ...params,
          id: String(params.id ?? newId("prod")),
        };
        double.products.set(product.id, product);
        return send(res, 200, product);
      }
      const product = double.products.get(id);
      if (!product) return notFound(res, `product: '${id}'`);
      if (method === "POST") Object.assign(product, params);
      return send(res, 200, product);
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = newId("cs_test");
      return send(res, 200, {
        id: sessionId,
        object: "checkout.session",
        mode: "subscription",
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const sessionId = newId("bps");
      return send(res, 200, {
        id: sessionId,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.com/p/session/${sessionId}`,
      });
    }
    notFound(res, `route: ${method} ${path}`);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://double");
      const method = req.method ?? "GET";
      double.requests.push(`${method} ${url.pathname}`);
      const body = Buffer.concat(chunks).toString();
      const params = parseStripeForm(
        method === "GET" || method === "DELETE" ? url.search.slice(1) : body,
      );
      handle(method, url.pathname, params, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": "req_test_double" });
  res.end(JSON.stringify(body));
}
