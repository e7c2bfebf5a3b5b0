import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  tierChanges,
  type BillingSubscriptionRow,
} from "../../db/schema.ts";
import { applyTierChange, type TierChange } from "./tier-change.ts";

/** Stripe statuses that keep the paid tier (docs/decisions.md: past_due keeps access). */
export const ENTITLED_STATUSES = ["active", "trialing", "past_due"];

export function createBillingRepository(db: Db) {
  return {
    async customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId));
      return row?.id;
    },

    async userOfCustomer(stripeCustomerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId));
      return row?.userId;
    },

    /** Keeps the first customer recorded for a user; returns the one that stands. */
    async saveCustomer(userId: string, stripeCustomerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
      return (await this.customerOf(userId)) ?? stripeCustomerId;
    },

    async saveSubscription(row: Omit<BillingSubscriptionRow, "updatedAt">): Promise<void> {
      await db
        .insert(billingSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: billingSubscriptions.stripeSubscriptionId,
          set: { ...row, updatedAt: new Date() },
        });
    },

    /** The user's newest subscription that still grants its tier, if any. */
    async entitledSubscription(userId: string): Promise<BillingSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(billingSubscriptions)
        .where(
          and(
            eq(billingSubscriptions.userId, userId),
            inArray(billingSubscriptions.status, ENTITLED_STATUSES),
          ),
        )
        .orderBy(desc(billingSubscriptions.stripeCreated))
        .limit(1);
      return row;
    },

    async hasEvent(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: billingEvents.eventId })
        .from(billingEvents)
        .where(eq(billingEvents.eventId, eventId));
      return row !== undefined;
    },

    async recordEvent(eventId: string, type: string): Promise<void> {
      await db.insert(billingEvents).values({ eventId, type }).onConflictDoNothing();
    },

    /**
     * Sets the tier and source and writes the audit row in one transaction. Returns the change
     * made, or null when the user already had this tier and source (nothing is written).
     */
    async changeTier(change: TierChange) {
      return db.transaction((tx) => applyTierChange(tx, change));
    },

    async tierChangesOf(userId: string) {
      return db
        .select()
        .from(tierChanges)
        .where(eq(tierChanges.userId, userId))
        .orderBy(tierChanges.createdAt);
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
