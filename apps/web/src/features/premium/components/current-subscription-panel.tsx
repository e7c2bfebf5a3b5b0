import type { CurrentSubscription } from "@huddle/contracts/billing";
import { MEMBERSHIP_TIER_LABELS, SUBSCRIPTION_STATUS_LABELS } from "@huddle/contracts/billing";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { PREMIUM_TEXT } from "../premium-text";

const SOURCE_LABELS = {
  subscription: "Active Subscriber",
  exempt: "Exempt User",
  manual: "Active Subscriber",
} as const;

interface Props {
  subscription: CurrentSubscription;
  busy: boolean;
  /** Billing is off on the server: the portal cannot open, so the button says so by being off. */
  billingOff: boolean;
  onManage: () => void;
  onCancel: () => void;
}

/**
 * Seed 001 §2: plan, status (green when active; a free user's "No subscription" in plain grey),
 * tier, next billing and the two actions.
 */
export function CurrentSubscriptionPanel({
  subscription,
  busy,
  billingOff,
  onManage,
  onCancel,
}: Props) {
  const active = subscription.status === "active";
  const statusTone = active
    ? "text-green-700 dark:text-green-400"
    : subscription.status === "none"
      ? "text-gray-700 dark:text-gray-300"
      : "text-red-700 dark:text-red-400";
  const paid = subscription.subscriptionSource === "subscription";
  return (
    <SectionCard title="Current Subscription">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Plan</dt>
          <dd className="font-semibold">{subscription.planName}</dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Status</dt>
          <dd data-testid="subscription-status" className={`font-semibold ${statusTone}`}>
            {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Membership Tier</dt>
          <dd className="flex items-center gap-2 font-semibold">
            {MEMBERSHIP_TIER_LABELS[subscription.membershipTier]}
            {subscription.isExempt ? (
              <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
                Exempt
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500 dark:text-gray-400">Next Billing</dt>
          <dd className="font-semibold">
            {subscription.nextBillingDate
              ? new Date(subscription.nextBillingDate).toLocaleDateString()
              : "—"}
          </dd>
        </div>
      </dl>
      {/* Outside the list: a <dl> may hold only term and definition groups. */}
      <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">
        {subscription.subscriptionSource
          ? SOURCE_LABELS[subscription.subscriptionSource]
          : "Free User"}
        {subscription.cancelAtPeriodEnd ? ` · ${PREMIUM_TEXT.cancelScheduled}` : ""}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onManage} disabled={busy || billingOff}>
          {PREMIUM_TEXT.manage}
        </Button>
        {active && paid && !subscription.cancelAtPeriodEnd ? (
          <Button variant="danger" onClick={onCancel} disabled={busy}>
            {PREMIUM_TEXT.cancel}
          </Button>
        ) : null}
      </div>
    </SectionCard>
  );
}
