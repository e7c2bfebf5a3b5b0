import fp from "fastify-plugin";
import type { Platform } from "../../platform.ts";
import { userRoom } from "../../realtime/connection-caps.ts";
import { createUsersService } from "../users/users.service.ts";
import { createBillingRepository } from "./billing.repository.ts";
import { registerBillingRoutes, registerBillingWebhook } from "./billing.routes.ts";
import { createBillingService } from "./billing.service.ts";
import { createPriceDirectory } from "./billing-prices.ts";
import { createWebhookHandler } from "./billing-webhook.ts";
import { createMembershipChanges } from "./membership-changes.ts";
import { stripeFromConfig } from "./stripe-client.ts";
import { createSubscriptionSync } from "./subscription-sync.ts";

export interface BillingPluginOptions extends Pick<Platform, "config" | "database" | "io" | "bus"> {
  /** Drops this node's cached session of a user whose tier changed. */
  forgetUser(userId: string): void;
}

/**
 * Billing (issue 12): routes, the Stripe webhook, and the tier changes it publishes, which this
 * plugin pushes to the user's open pages. Without Stripe keys it runs with billing off and says
 * so once.
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async (app, deps) => {
    const { config, bus, io } = deps;
    const db = deps.database.db;
    const stripe = stripeFromConfig(config);
    if (!stripe) app.log.info("billing is off: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY unset");
    const repo = createBillingRepository(db);
    const users = createUsersService(db);
    const prices = createPriceDirectory(config, stripe);
    const changeTier = createMembershipChanges({ repo, events: bus, forgetUser: deps.forgetUser });
    const sync = stripe
      ? createSubscriptionSync({ stripe, repo, users, prices, changeTier })
      : null;
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
    bus.subscribe("billing.membership-changed", ({ userId, membership }) => {
      io.to(userRoom(userId)).emit("membership-updated", membership);
    });
  },
  { name: "billing" },
);
