import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import Stripe from "stripe";
import {
  billingConfigResponseSchema,
  billingPlansResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  currentSubscriptionResponseSchema,
  portalResponseSchema,
  sponsorResponseSchema,
  subscribeRequestSchema,
  successResponseSchema,
} from "@huddle/contracts/billing";
import { requireAuth } from "../../plugins/authenticate.ts";
import { unavailable, type BillingService } from "./billing.service.ts";

const BASE = "/api/billing";

/**
 * A Stripe failure (network, keys, an unknown price) is the payment system being unavailable to
 * this request: 503 with the seed's text. Only the error type is logged, never request details.
 */
async function viaStripe<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    app.log.warn({ stripeError: error.type, code: error.code }, "stripe request failed");
    throw unavailable();
  }
}

/** Issue 12 API (paths prescribed there). */
export function registerBillingRoutes(
  app: FastifyInstance,
  billing: BillingService,
  sponsor: { url: string; text: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  r.get(
    `${BASE}/config`,
    { schema: { response: { 200: billingConfigResponseSchema } } },
    async () => billing.publishableKey(),
  );
  r.get(`${BASE}/plans`, { schema: { response: { 200: billingPlansResponseSchema } } }, async () =>
    billing.plans(),
  );
  r.get(`${BASE}/sponsor`, { schema: { response: { 200: sponsorResponseSchema } } }, async () =>
    Promise.resolve(sponsor),
  );
  r.get(
    `${BASE}/subscription`,
    { ...auth, schema: { response: { 200: currentSubscriptionResponseSchema } } },
    async (request) => ({ subscription: await billing.current(requireAuth(request).user) }),
  );
  r.post(
    `${BASE}/subscribe`,
    { ...auth, schema: { body: subscribeRequestSchema, response: { 200: successResponseSchema } } },
    async (request) => billing.subscribeFree(requireAuth(request).user, request.body.planId),
  );
  r.post(
    `${BASE}/subscriptions`,
    {
      ...auth,
      schema: {
        body: createSubscriptionRequestSchema,
        response: { 200: createSubscriptionResponseSchema },
      },
    },
    async (request) =>
      viaStripe(app, () => billing.createSubscription(requireAuth(request).user, request.body)),
  );
  r.post(
    `${BASE}/portal`,
    { ...auth, schema: { response: { 200: portalResponseSchema } } },
    async (request) => viaStripe(app, () => billing.portal(requireAuth(request).user)),
  );
  r.post(
    `${BASE}/cancel`,
    {
      ...auth,
      schema: {
        body: cancelSubscriptionRequestSchema.optional(),
        response: { 200: cancelSubscriptionResponseSchema },
      },
    },
    async (request) =>
      viaStripe(app, () =>
        billing.cancel(requireAuth(request).user, request.body?.atPeriodEnd ?? true),
      ),
  );
}

/**
 * The webhook in its own scope: JSON bodies stay raw bytes there, because the signature is over
 * exactly what Stripe sent.
 */
export async function registerBillingWebhook(
  app: FastifyInstance,
  handle: (raw: Buffer, signature: string | undefined) => Promise<object>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) =>
      done(null, body),
    );
    const summary = "Stripe webhook: raw JSON body, verified against the Stripe-Signature header";
    scope.post(`${BASE}/webhook`, { schema: { summary } }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers["stripe-signature"];
      return viaStripe(app, () =>
        handle(raw, typeof signature === "string" ? signature : undefined),
      );
    });
  });
}
