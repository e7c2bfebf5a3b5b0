import { useCallback, useEffect } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { RESET_SUCCESS_REDIRECT_MS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { RESET_TEXTS } from "../utils/reset-texts";

/** After 3 s the user goes to /login carrying the success message (spec 001 §4). */
export function ResetPasswordSuccess() {
  const navigate = useNavigate();
  const goToLogin = useCallback(() => {
    void navigate("/login", { replace: true, state: { message: AUTH_MESSAGES.resetSuccess } });
  }, [navigate]);

  useEffect(() => {
    const timer = setTimeout(goToLogin, RESET_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [goToLogin]);

  return (
    <div role="status" className="space-y-4 text-center">
      <h1 className="text-2xl font-bold text-green-700 dark:text-green-400">
        {RESET_TEXTS.successTitle}
      </h1>
      <p>{AUTH_MESSAGES.resetSuccess}</p>
      <p className="text-sm text-gray-600 dark:text-gray-300">{RESET_TEXTS.redirecting}</p>
      <Button onClick={goToLogin}>Sign In Now</Button>
    </div>
  );
}
