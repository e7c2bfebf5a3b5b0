import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { HuddleServer } from "../../realtime/socket-server.ts";
import { createUsersService } from "../users/users.service.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { registerBillingRoutes, registerBillingWebhook } from "./billing.routes.ts";
import { createBillingService } from "./billing.service.ts";
import { createPriceDirectory } from "./billing-prices.ts";
import { createWebhookHandler } from "./billing-webhook.ts";
import { createMembershipChanges } from "./membership-changes.ts";
import { stripeFromConfig } from "./stripe-client.ts";
import { createSubscriptionSync } from "./subscription-sync.ts";

/** Wires billing (issue 12). Without Stripe keys it runs with billing off and says so once. */
export async function registerBilling(
  app: FastifyInstance,
  deps: { config: Config; db: Db; io: HuddleServer; forgetUser: (userId: string) => void },
): Promise<void> {
  const { config, db } = deps;
  const stripe = stripeFromConfig(config);
  if (!stripe) app.log.info("billing is off: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY unset");
  const repo = createBillingRepository(db);
  const users = createUsersService(db);
  const prices = createPriceDirectory(config, stripe);
  const changeTier = createMembershipChanges({ repo, io: deps.io, forgetUser: deps.forgetUser });
  const sync = stripe ? createSubscriptionSync({ stripe, repo, users, prices, changeTier }) : null;
  const billing = createBillingService({
    stripe,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    publicUrl: config.PUBLIC_URL,
    repo,
    users,
    prices,
    changeTier,
    sync,
  });
  registerBillingRoutes(app, billing, { url: config.SPONSOR_URL, text: config.SPONSOR_TEXT });
  await registerBillingWebhook(
    app,
    createWebhookHandler({ stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET, repo, sync }),
  );
}
