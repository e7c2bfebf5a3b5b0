import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as FormValues,
} from "@huddle/contracts/auth";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { useResetPassword } from "../api/reset-password";
import { RESET_TEXTS } from "../utils/reset-texts";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { ResetPasswordSuccess } from "./reset-password-success";

function resetErrorMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return RESET_TEXTS.resetFailed;
  const body = errorBody(error.data);
  if (body.details && body.details.length > 0) return body.details.join(", ");
  return body.error ?? RESET_TEXTS.resetFailed;
}

interface ResetPasswordFormProps {
  token: string;
  email: string | null;
}

export function ResetPasswordForm({ token, email }: ResetPasswordFormProps) {
  const mutation = useResetPassword();
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onTouched",
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" });

  if (mutation.isSuccess) return <ResetPasswordSuccess />;

  const onValid = (values: FormValues) =>
    mutation.mutate({ token, newPassword: values.newPassword });

  return (
    <>
      <h1 className="text-2xl font-bold">{RESET_TEXTS.resetTitle}</h1>
      {email ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Choose a new password for <strong>{email}</strong>.
        </p>
      ) : null}
      {mutation.isError ? <Notice tone="error">{resetErrorMessage(mutation.error)}</Notice> : null}
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register("newPassword")}
        />
        <PasswordStrengthMeter password={newPassword} />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <Button type="submit" fullWidth disabled={mutation.isPending}>
          {mutation.isPending ? "Resetting..." : RESET_TEXTS.resetButton}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link to="/login" className={linkClass}>
          {RESET_TEXTS.backToSignIn}
        </Link>
      </p>
    </>
  );
}
