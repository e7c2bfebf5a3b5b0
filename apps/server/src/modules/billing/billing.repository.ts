import { and, desc, eq, inArray } from "drizzle-orm";
import type { MembershipTier, SubscriptionSource } from "@huddle/contracts/constants";
import type { Db } from "../../db/client.ts";
import {
  billingCustomers,
  billingEvents,
  billingSubscriptions,
  tierChanges,
  users,
  type BillingSubscriptionRow,
} from "../../db/schema.ts";

/** Stripe statuses that keep the paid tier (docs/decisions.md: past_due keeps access). */
export const ENTITLED_STATUSES = ["active", "trialing", "past_due"];

export interface TierChange {
  userId: string;
  actor: string;
  toTier: MembershipTier;
  toSource: SubscriptionSource | null;
  reason?: string;
}

/** A database handle or an open transaction, so a tier change can commit with another record. */
export type TierExecutor = Pick<Db, "select" | "update" | "insert">;

/**
 * Locks the user's row, sets the tier and source, and records who/what changed it from what to
 * what (tier_changes). Run it inside a transaction. Returns the tier_changes row, or null when the
 * user is missing or already has this tier and source (nothing is written).
 */
export async function applyTierChange(executor: TierExecutor, change: TierChange) {
  const [user] = await executor
    .select({ tier: users.membershipTier, source: users.subscriptionSource })
    .from(users)
    .where(eq(users.id, change.userId))
    .for("update");
  if (!user) return null;
  if (user.tier === change.toTier && user.source === change.toSource) return null;
  await executor
    .update(users)
    .set({ membershipTier: change.toTier, subscriptionSource: change.toSource })
    .where(eq(users.id, change.userId));
  const [audit] = await executor
    .insert(tierChanges)
    .values({
      userId: change.userId,
      actor: change.actor,
      fromTier: user.tier,
      toTier: change.toTier,
      fromSource: user.source,
      toSource: change.toSource,
      reason: change.reason ?? "",
    })
    .returning();
  return audit!;
}

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
