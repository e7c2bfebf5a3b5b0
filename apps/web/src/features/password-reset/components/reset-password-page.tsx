import { useParams } from "react-router";
import { CenteredCard } from "@/components/ui/centered-card";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useResetTokenValidation } from "../api/validate-reset-token";
import { RESET_TEXTS } from "../utils/reset-texts";
import { InvalidResetLink } from "./invalid-reset-link";
import { ResetPasswordForm } from "./reset-password-form";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /reset-password/:token (spec 001 §4): validating → invalid link | form → success. */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const validation = useResetTokenValidation(token);
  useDocumentTitle("Reset Password");

  if (validation.isPending) return <LoadingScreen message={RESET_TEXTS.validating} />;
  if (validation.isError || !validation.data.valid) return <InvalidResetLink />;
  return (
    <CenteredCard>
      <ResetPasswordForm token={token} email={validation.data.email} />
    </CenteredCard>
  );
}
