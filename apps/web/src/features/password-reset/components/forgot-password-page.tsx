import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import {
  AUTH_MESSAGES,
  forgotPasswordRequestSchema,
  type ForgotPasswordRequest,
} from "@huddle/contracts/auth";
import { FORGOT_PASSWORD_ATTEMPT_CAP, FORGOT_PASSWORD_LOCK_MS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { CenteredCard } from "@/components/ui/centered-card";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { useForgotPassword } from "../api/forgot-password";
import { RESET_TEXTS, attemptWarning } from "../utils/reset-texts";
import { ForgotPasswordSent } from "./forgot-password-sent";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /forgot-password (spec 001 §2, §4, §5): form → success screen, 3 failed attempts at most. */
export function ForgotPasswordPage() {
  const mutation = useForgotPassword();
  useDocumentTitle("Forgot Password");
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    mode: "onTouched",
    defaultValues: { email: "" },
  });
  const locked = failedAttempts >= FORGOT_PASSWORD_ATTEMPT_CAP;
  const { reset: resetMutation } = mutation;

  // "Please wait before trying again": the lock lifts by itself after a minute.
  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => {
      setFailedAttempts(0);
      resetMutation();
    }, FORGOT_PASSWORD_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked, resetMutation]);

  const onValid = (values: ForgotPasswordRequest) => {
    if (locked) return;
    mutation.mutate(values, {
      onSuccess: (res) =>
        setSent({ email: values.email, message: res?.message ?? AUTH_MESSAGES.forgotPasswordSent }),
      onError: () => setFailedAttempts((count) => count + 1),
    });
  };

  const startOver = () => {
    setSent(null);
    mutation.reset();
    form.reset({ email: "" });
  };

  if (sent) return <ForgotPasswordSent {...sent} onStartOver={startOver} />;

  return (
    <CenteredCard>
      <h1 className="text-2xl font-bold">{RESET_TEXTS.forgotTitle}</h1>
      <p className="text-sm text-gray-700 dark:text-gray-300">{RESET_TEXTS.forgotIntro}</p>
      {locked ? (
        <Notice tone="error">{RESET_TEXTS.tooManyAttempts}</Notice>
      ) : mutation.isError ? (
        <Notice tone="error">{RESET_TEXTS.sendFailed}</Notice>
      ) : null}
      {failedAttempts > 0 && !locked ? (
        <Notice tone="warning">
          {attemptWarning(failedAttempts, FORGOT_PASSWORD_ATTEMPT_CAP)}
        </Notice>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="Email address"
          type="email"
          autoComplete="email"
          disabled={locked}
          error={form.formState.errors.email?.message}
          {...form.register("email")}
        />
        <Button type="submit" fullWidth disabled={locked || mutation.isPending}>
          {mutation.isPending ? "Sending..." : RESET_TEXTS.sendLink}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          {RESET_TEXTS.backToSignIn}
        </Link>
      </p>
    </CenteredCard>
  );
}
