import { SectionCard } from "@/components/ui/section-card";
import { PREMIUM_TEXT } from "../premium-text";

/** Seed 001 §2: 'Why Go Premium?' (Unlimited Teams, Priority Support) and the FAQ. */
export function WhyPremium() {
  return (
    <>
      <SectionCard title={PREMIUM_TEXT.whyPremium}>
        <ul className="grid gap-3 text-sm sm:grid-cols-2">
          <li>
            <p className="font-semibold">Unlimited Teams</p>
            <p className="text-gray-600 dark:text-gray-300">
              Premium members can create unlimited teams.
            </p>
          </li>
          <li>
            <p className="font-semibold">Priority Support</p>
            <p className="text-gray-600 dark:text-gray-300">
              Premium members' questions go to the front of the line.
            </p>
          </li>
        </ul>
      </SectionCard>
      <SectionCard title="Frequently Asked Questions">
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-semibold">Can I cancel anytime?</dt>
            <dd className="text-gray-600 dark:text-gray-300">
              Yes. Cancel anytime; you keep your plan until the end of the billing period.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Which payment methods do you accept?</dt>
            <dd className="text-gray-600 dark:text-gray-300">
              We accept all major credit cards, processed securely by our card payment provider.
            </dd>
          </div>
        </dl>
      </SectionCard>
    </>
  );
}
