import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { loginRequestSchema, type LoginRequest } from "@huddle/contracts/auth";
import { POST_LOGIN_RELOAD_MS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { hardNavigate, safeNextPath } from "@/lib/hard-navigate";
import { useSession } from "@/lib/session/use-session";
import { useLogin } from "../api/login";
import { loginErrorMessage } from "../utils/login-error-message";

interface LoginFormProps {
  redirectTo?: string | null;
  defaultUsername?: string;
}

export function LoginForm({ redirectTo, defaultUsername = "" }: LoginFormProps) {
  const { manager } = useSession();
  const mutation = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    mode: "onTouched",
    defaultValues: { usernameOrEmail: defaultUsername, password: "" },
  });

  const onValid = (values: LoginRequest) => {
    mutation.mutate(values, {
      onSuccess: ({ tokens, user }) => {
        manager.persistLogin(tokens, user);
        setRedirecting(true);
        setTimeout(() => hardNavigate(safeNextPath(redirectTo)), POST_LOGIN_RELOAD_MS);
      },
      // The button was disabled while the request ran, which drops keyboard focus to the page;
      // the password, selected, is what a fan retypes after a refusal.
      onError: () => setFocus("password", { shouldSelect: true }),
    });
  };

  const busy = mutation.isPending || redirecting;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-4" aria-label="Sign in">
      {mutation.isError ? <Notice tone="error">{loginErrorMessage(mutation.error)}</Notice> : null}
      <TextField
        label="Username or email"
        autoComplete="username"
        error={errors.usernameOrEmail?.message}
        {...register("usernameOrEmail")}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register("password")}
      />
      <div className="text-right text-sm">
        <Link to="/forgot-password" className={linkClass}>
          Forgot password?
        </Link>
      </div>
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
