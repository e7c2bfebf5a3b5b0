import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { useResendVerification } from "../api/resend-verification";
import { NOTIFICATION_TEXTS } from "../utils/notification-texts";

/**
 * Shown while the address is unverified: Huddle mails nothing else to it (docs/decisions.md,
 * "No email to an unverified address"), so the email choices would otherwise do nothing.
 */
export function EmailVerificationNotice() {
  const resend = useResendVerification();
  return (
    <div className="space-y-2">
      <Notice tone="warning" title={NOTIFICATION_TEXTS.verifyTitle}>
        <p>{NOTIFICATION_TEXTS.verifyExplanation}</p>
        <Button
          variant="secondary"
          className="mt-2"
          disabled={resend.isPending}
          aria-busy={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? NOTIFICATION_TEXTS.verifySending : NOTIFICATION_TEXTS.verifySend}
        </Button>
      </Notice>
      {resend.isSuccess ? <Notice tone="success">{resend.data.message}</Notice> : null}
      {resend.isError ? (
        <Notice tone="error">{NOTIFICATION_TEXTS.verifyFailed(resend.error.message)}</Notice>
      ) : null}
    </div>
  );
}
