import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { BILLING_ERRORS, isStaffSetPlan } from "@huddle/contracts/billing";
import { planForTier } from "@huddle/contracts/billing-plans";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { usePlans } from "../api/get-plans";
import { useSubscription } from "../api/get-subscription";
import { useBillingActions } from "../hooks/use-billing-actions";
import { useSubscriptionNotice } from "../hooks/use-subscription-notice";
import { PAGE_ERRORS, PAYMENT_ERRORS, PREMIUM_TEXT } from "../premium-text";
import { useStripeJs } from "../stripe/use-stripe-js";
import { CardPaymentModal } from "./card-payment-modal";
import { CurrentSubscriptionPanel } from "./current-subscription-panel";
import { PaymentUnavailablePanel } from "./payment-unavailable-panel";
import { PlanCard } from "./plan-card";
import { WhyPremium } from "./why-premium";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /premium (seed 001 §2): current subscription, plans, why premium, FAQ and the card modal. */
export function PremiumPage() {
  const [params, setParams] = useSearchParams();
  useDocumentTitle(PREMIUM_TEXT.heading);
  const plans = usePlans();
  const subscription = useSubscription();
  const stripe = useStripeJs(
    plans.isPending
      ? undefined
      : plans.isError || plans.data.some((p) => p.price > 0 && p.available),
  );
  const { notice, show } = useSubscriptionNotice();
  const actions = useBillingActions(stripe, show);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  // Back from a hosted checkout. With billing off no payment can have happened, so the address
  // alone does not claim one (QA: '?success=true' typed by hand showed it beside "Payment
  // system unavailable").
  const billingOff = stripe.status === "unavailable" && stripe.error === PAYMENT_ERRORS.unavailable;
  useEffect(() => {
    if (params.get("success") !== "true" || stripe.status === "loading") return;
    if (!billingOff) show("success", PREMIUM_TEXT.paymentSuccess);
    setParams({}, { replace: true });
  }, [params, setParams, show, stripe.status, billingOff]);

  const current = subscription.data;
  const currentPlanId = current
    ? (planForTier(current.membershipTier)?.id ?? current.planId)
    : null;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{PREMIUM_TEXT.heading}</h1>
      <TimedNoticeView notice={notice} />
      {stripe.status === "unavailable" ? <PaymentUnavailablePanel reason={stripe.error} /> : null}
      {subscription.isError ? (
        <Notice tone="error">{PAGE_ERRORS.loadSubscription}</Notice>
      ) : current ? (
        <CurrentSubscriptionPanel
          subscription={current}
          busy={actions.busy}
          billingOff={billingOff}
          onManage={() => void actions.manage()}
          onCancel={() => setConfirmingCancel(true)}
        />
      ) : null}
      {plans.isPending ? (
        <LoadingScreen inline />
      ) : plans.isError ? (
        <ErrorBox message="Failed to load plans" onRetry={() => void plans.refetch()} />
      ) : (
        <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-5">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isCurrent={plan.id === currentPlanId}
              busy={actions.busy || (plan.price > 0 && stripe.status === "loading")}
              onChoose={actions.choose}
              refusal={
                plan.price === 0 &&
                plan.id !== currentPlanId &&
                isStaffSetPlan(current?.subscriptionSource)
                  ? BILLING_ERRORS.staffGrantedTier
                  : undefined
              }
            />
          ))}
        </div>
      )}
      <WhyPremium />
      {actions.cardPlan && stripe.status === "ready" ? (
        <CardPaymentModal
          plan={actions.cardPlan}
          stripe={stripe.stripe}
          onClose={actions.closeCard}
          onPaid={actions.paid}
        />
      ) : null}
      {confirmingCancel ? (
        <Dialog
          title={PREMIUM_TEXT.cancel}
          onClose={() => setConfirmingCancel(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
                Keep Subscription
              </Button>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmingCancel(false);
                  actions.cancel();
                }}
              >
                {PREMIUM_TEXT.cancel}
              </Button>
            </>
          }
        >
          <p>{PREMIUM_TEXT.cancelConfirm}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
