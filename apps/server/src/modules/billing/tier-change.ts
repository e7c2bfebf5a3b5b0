import type { MembershipTier, SubscriptionSource } from "@huddle/contracts/constants";
import type { Db } from "../../db/client.ts";
import { tierChanges } from "../../db/schema.ts";
import { lockMembershipIn, setMembershipIn } from "../users/users.service.ts";

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
  const user = await lockMembershipIn(executor, change.userId);
  if (!user) return null;
  if (user.tier === change.toTier && user.source === change.toSource) return null;
  await setMembershipIn(executor, change.userId, change.toTier, change.toSource);
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
