import { useEffect } from "react";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { POST_REGISTRATION_REDIRECT_MS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { AUTH_TEXTS } from "../utils/auth-texts";

interface RegistrationSuccessProps {
  message?: string;
  onContinue: () => void;
}

/** spec 000 §2: 'Account Created!' then the login form after 2 s (or at once with the button). */
export function RegistrationSuccess({ message, onContinue }: RegistrationSuccessProps) {
  useEffect(() => {
    const timer = setTimeout(onContinue, POST_REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);

  return (
    // The panel's live region announces it; this is what sighted fans read.
    <div className="space-y-4 text-center">
      <h2 className="text-2xl font-bold text-green-700 dark:text-green-400">
        {AUTH_TEXTS.accountCreated}
      </h2>
      <p>{message ?? AUTH_MESSAGES.registered}</p>
      <Button onClick={onContinue}>{AUTH_TEXTS.signInNow}</Button>
    </div>
  );
}
