import type { BillingPlan } from "@huddle/contracts/billing";
import { Button } from "@/components/ui/button";
import { PREMIUM_TEXT } from "../premium-text";
import { formatInterval, formatPrice } from "../utils/format-price";

interface Props {
  plan: BillingPlan;
  isCurrent: boolean;
  busy: boolean;
  onChoose: (plan: BillingPlan) => void;
  /** Why the server will refuse this plan, said up front; its button is then off. */
  refusal?: string;
}

/** Seed 001 §2 plan card: 'Most Popular' when highlighted; Current Plan / Get Started / Subscribe. */
export function PlanCard({ plan, isCurrent, busy, onChoose, refusal }: Props) {
  const label = isCurrent
    ? PREMIUM_TEXT.currentPlan
    : plan.price === 0
      ? PREMIUM_TEXT.getStarted
      : PREMIUM_TEXT.subscribeTo(plan.name);
  return (
    <article
      aria-label={plan.name}
      className={`relative flex flex-col rounded-lg border bg-white p-5 shadow-sm dark:bg-gray-800 ${plan.highlighted ? "border-sky-600 ring-2 ring-sky-600" : "border-gray-200 dark:border-gray-700"}`}
    >
      {plan.highlighted ? (
        <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-sky-700 px-3 whitespace-nowrap py-0.5 text-xs font-semibold text-white">
          {PREMIUM_TEXT.mostPopular}
        </span>
      ) : null}
      <h3 className="text-lg font-bold">{plan.name}</h3>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{plan.description}</p>
      <p className="mt-3 text-3xl font-bold">
        {formatPrice(plan)}
        <span className="text-base font-normal text-gray-600 dark:text-gray-300">
          {formatInterval(plan)}
        </span>
      </p>
      <ul className="mt-3 flex-1 space-y-1 text-sm">
        {plan.features.map((feature) => (
          <li key={feature}>✓ {feature}</li>
        ))}
      </ul>
      <Button
        className="mt-4"
        fullWidth
        variant={isCurrent ? "secondary" : "primary"}
        disabled={isCurrent || busy || !plan.available || refusal !== undefined}
        aria-describedby={refusal ? `${plan.id}-refusal` : undefined}
        onClick={() => onChoose(plan)}
      >
        {label}
      </Button>
      {refusal ? (
        <p id={`${plan.id}-refusal`} className="mt-2 text-sm text-gray-600 dark:text-gray-300">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}
