import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AUTH_MESSAGES, type RegisterForm } from "@huddle/contracts/auth";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { useRegister } from "../api/register";
import { useAvailability, type AvailabilityStatus } from "../hooks/use-availability";
import { AUTH_TEXTS } from "../utils/auth-texts";
import { registerFormResolver } from "../utils/register-form-resolver";
import { registrationConflictField } from "../utils/registration-conflict-field";
import { registrationErrorMessage } from "../utils/registration-error-message";
import { AvailabilityHint } from "./availability-hint";
import { TermsCheckbox } from "./terms-checkbox";

interface RegisterFormProps {
  onRegistered: (username: string, message?: string) => void;
}

/** A taken name is a field error like a client-side one: red border, aria-invalid, described. */
const takenError = (status: AvailabilityStatus, message: string) =>
  status === "taken" ? message : undefined;

const EMPTY: RegisterForm = {
  username: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptedTerms: false,
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const mutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, setValue, setError, trigger, formState } =
    useForm<RegisterForm>({
      resolver: registerFormResolver,
      mode: "onTouched",
      defaultValues: EMPTY,
    });
  const { errors } = formState;
  const [username, email, acceptedTerms] = useWatch({
    control,
    name: ["username", "email", "acceptedTerms"],
  });
  const usernameStatus = useAvailability("username", username);
  const emailStatus = useAvailability("email", email);
  const usernameError =
    errors.username?.message ?? takenError(usernameStatus, AUTH_MESSAGES.usernameTaken);
  const emailError = errors.email?.message ?? takenError(emailStatus, AUTH_MESSAGES.emailTaken);

  const onValid = (values: RegisterForm) => {
    if (usernameStatus === "taken" || emailStatus === "taken") {
      setFormError(AUTH_MESSAGES.fixValidationErrors);
      return;
    }
    setFormError(null);
    const body = {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      acceptedTerms: true,
      acceptedTermsAt: new Date().toISOString(),
    };
    mutation.mutate(body, {
      onSuccess: (res) => onRegistered(body.username, res?.message),
      onError: (error) => {
        const field = registrationConflictField(error);
        if (!field) return;
        const message =
          field === "username" ? AUTH_MESSAGES.usernameTaken : AUTH_MESSAGES.emailTaken;
        setError(field, { type: "server", message }, { shouldFocus: true });
      },
    });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (usernameStatus === "checking" || emailStatus === "checking") {
      event.preventDefault();
      setFormError(AUTH_MESSAGES.waitForValidation);
      return;
    }
    void handleSubmit(onValid, () => setFormError(AUTH_MESSAGES.fixValidationErrors))(event);
  };

  const setTerms = (accepted: boolean) =>
    setValue("acceptedTerms", accepted, { shouldValidate: true, shouldTouch: true });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Create account">
      {mutation.isError ? (
        <Notice tone="error" title={AUTH_TEXTS.registrationFailed}>
          {registrationErrorMessage(mutation.error)}
        </Notice>
      ) : null}
      {formError ? <Notice tone="warning">{formError}</Notice> : null}
      <TextField
        reserveMessageLine
        label="Username"
        autoComplete="username"
        error={usernameError}
        hint={
          usernameError ? null : (
            <AvailabilityHint status={usernameStatus} availableMessage="Username is available" />
          )
        }
        {...register("username")}
      />
      <TextField
        reserveMessageLine
        label="Email"
        type="email"
        autoComplete="email"
        error={emailError}
        hint={
          emailError ? null : (
            <AvailabilityHint status={emailStatus} availableMessage="Email is available" />
          )
        }
        {...register("email")}
      />
      <TextField
        reserveMessageLine
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <TextField
        reserveMessageLine
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <TermsCheckbox
        accepted={acceptedTerms}
        error={errors.acceptedTerms?.message}
        onChange={setTerms}
        onDismiss={() => void trigger("acceptedTerms")}
      />
      <Button type="submit" fullWidth disabled={!acceptedTerms || mutation.isPending}>
        {mutation.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
