import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AUTH_MESSAGES, type RegisterForm } from "@huddle/contracts/auth";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { useRegister } from "../api/register";
import { useAvailability } from "../hooks/use-availability";
import { AUTH_TEXTS } from "../utils/auth-texts";
import { registerFormResolver } from "../utils/register-form-resolver";
import { registrationErrorMessage } from "../utils/registration-error-message";
import { AvailabilityHint } from "./availability-hint";
import { TermsCheckbox } from "./terms-checkbox";

interface RegisterFormProps {
  onRegistered: (username: string, message?: string) => void;
}

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
  const { register, handleSubmit, control, setValue, trigger, formState } = useForm<RegisterForm>({
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
    mutation.mutate(body, { onSuccess: (res) => onRegistered(body.username, res?.message) });
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
        error={errors.username?.message}
        hint={
          errors.username ? null : (
            <AvailabilityHint
              status={usernameStatus}
              takenMessage={AUTH_MESSAGES.usernameTaken}
              availableMessage="Username is available"
            />
          )
        }
        {...register("username")}
      />
      <TextField
        reserveMessageLine
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        hint={
          errors.email ? null : (
            <AvailabilityHint
              status={emailStatus}
              takenMessage={AUTH_MESSAGES.emailTaken}
              availableMessage="Email is available"
            />
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
