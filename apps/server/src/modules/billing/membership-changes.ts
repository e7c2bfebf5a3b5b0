import type { HuddleServer } from "../../realtime/socket-server.ts";
import { userRoom } from "../../realtime/connection-caps.ts";
import type { BillingRepository } from "./billing.repository.ts";
import type { TierChange } from "./tier-change.ts";

/**
 * The one way a running server changes a membership tier: write it with its audit row, then
 * (after commit) drop this node's cached session so the next request sees the new tier, and tell
 * the user's open sockets on every node (the Redis adapter fans `to(userRoom)` out).
 */
export function createMembershipChanges(deps: {
  repo: BillingRepository;
  io: HuddleServer;
  forgetUser: (userId: string) => void;
}) {
  return async function changeTier(change: TierChange): Promise<boolean> {
    const audit = await deps.repo.changeTier(change);
    if (!audit) return false;
    deps.forgetUser(change.userId);
    deps.io.to(userRoom(change.userId)).emit("membership-updated", {
      membershipTier: audit.toTier,
      subscriptionSource: audit.toSource,
    });
    return true;
  };
}
export type ChangeTier = ReturnType<typeof createMembershipChanges>;
