import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CenteredCard } from "@/components/ui/centered-card";
import { focusRing, linkClass } from "@/components/ui/styles";
import { RESET_TEXTS } from "../utils/reset-texts";

interface ForgotPasswordSentProps {
  email: string;
  message: string;
  onStartOver: () => void;
}

export function ForgotPasswordSent({ email, message, onStartOver }: ForgotPasswordSentProps) {
  // It replaces the form whose button had focus: the heading takes it, so the next Tab goes on
  // from here, not from the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <CenteredCard>
      <h1 ref={heading} tabIndex={-1} className={`text-2xl font-bold ${focusRing}`}>
        {RESET_TEXTS.checkEmail}
      </h1>
      <div role="status" className="space-y-2 text-sm">
        <p>{message}</p>
        <p>
          We sent it to <strong>{email}</strong>.
        </p>
      </div>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Didn&apos;t receive the email? Check your spam folder or{" "}
        <button type="button" onClick={onStartOver} className={`underline ${focusRing}`}>
          try again
        </button>
        .
      </p>
      <Button variant="secondary" fullWidth onClick={onStartOver}>
        {RESET_TEXTS.tryDifferentEmail}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          {RESET_TEXTS.backToSignIn}
        </Link>
      </p>
    </CenteredCard>
  );
}
