import type { DomainEventPublisher } from "../../events/domain-event-bus.ts";
import type { BillingRepository } from "./billing.repository.ts";
import type { TierChange } from "./tier-change.ts";

/**
 * The one way a running server changes a membership tier: write it with its audit row, then
 * (after commit) drop this node's cached session so the next request sees the new tier, and
 * publish the change (the billing plugin tells the user's open sockets on every node).
 */
export function createMembershipChanges(deps: {
  repo: BillingRepository;
  events: DomainEventPublisher;
  forgetUser: (userId: string) => void;
}) {
  return async function changeTier(change: TierChange): Promise<boolean> {
    const audit = await deps.repo.changeTier(change);
    if (!audit) return false;
    deps.forgetUser(change.userId);
    deps.events.publish("billing.membership-changed", {
      userId: change.userId,
      membership: { membershipTier: audit.toTier, subscriptionSource: audit.toSource },
    });
    return true;
  };
}
export type ChangeTier = ReturnType<typeof createMembershipChanges>;
