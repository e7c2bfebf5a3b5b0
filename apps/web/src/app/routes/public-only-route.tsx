import { Link, Navigate, Outlet, useSearchParams } from "react-router";
import { CenteredCard } from "@/components/ui/centered-card";
import { Notice } from "@/components/ui/notice";
import { buttonLinkClass } from "@/components/ui/styles";
import { signedInVerificationNotice } from "@/features/auth/utils/query-notice";
import { useSession } from "@/lib/session/use-session";

/**
 * /login, /forgot-password and /reset-password/* send signed-in users home, except a verification
 * link's outcome, which a signed-in fan is shown first (else it would vanish with the redirect).
 */
export function PublicOnlyRoute() {
  const { status } = useSession();
  const [params] = useSearchParams();
  if (status !== "signed-in") return <Outlet />;
  const notice = signedInVerificationNotice(params.get("message"));
  if (!notice) return <Navigate to="/" replace />;
  return (
    <CenteredCard>
      <Notice tone={notice.tone}>{notice.text}</Notice>
      <Link to="/" className={buttonLinkClass}>
        Go to Home
      </Link>
    </CenteredCard>
  );
}
