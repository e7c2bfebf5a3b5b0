import { useCallback, useState } from "react";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { focusRing } from "@/components/ui/styles";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AUTH_TEXTS } from "../utils/auth-texts";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { RegistrationSuccess } from "./registration-success";

type Mode = "login" | "register" | "registered";

const PAGE_TITLES: Record<Mode, string> = {
  login: "Sign In",
  register: "Register",
  registered: AUTH_TEXTS.accountCreated,
};

interface AuthPanelProps {
  /** Where to go after sign-in (the `next` parameter); defaults to /. */
  redirectTo?: string | null;
  /**
   * Inside another page (a team's share link): no card of its own, a second-level heading, and
   * the page keeps its own tab title.
   */
  embedded?: boolean;
}

/** The sign-in / registration card (spec 000 §2 Auth page); embeddable on other pages. */
export function AuthPanel({ redirectTo, embedded = false }: AuthPanelProps) {
  const [mode, setMode] = useState<Mode>("login");
  const [registered, setRegistered] = useState<{ username: string; message?: string } | null>(null);
  const showLogin = useCallback(() => setMode("login"), []);
  useDocumentTitle(embedded ? undefined : PAGE_TITLES[mode]);
  const Heading = embedded ? "h2" : "h1";

  return (
    <div
      className={
        embedded ? "w-full" : "w-full max-w-md rounded-lg bg-white p-6 shadow-md dark:bg-gray-800"
      }
    >
      <Heading
        className={`mb-4 text-center font-bold text-gray-900 dark:text-white ${embedded ? "text-lg" : "text-2xl"}`}
      >
        {AUTH_TEXTS.title}
      </Heading>
      {/* Present before it has anything to say, so the success is announced (issue 18 §8). */}
      <p role="status" className="sr-only">
        {mode === "registered"
          ? `${AUTH_TEXTS.accountCreated} ${registered?.message ?? AUTH_MESSAGES.registered}`
          : ""}
      </p>
      {mode === "registered" ? (
        <RegistrationSuccess message={registered?.message} onContinue={showLogin} />
      ) : (
        <>
          <div className="mb-5 grid grid-cols-2 gap-1 rounded-md bg-gray-100 p-1 dark:bg-gray-700">
            {(["login", "register"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={`rounded px-3 py-2 text-sm font-semibold ${mode === value ? "bg-white shadow dark:bg-gray-900" : "text-gray-600 dark:text-gray-300"} ${focusRing}`}
              >
                {value === "login" ? "Login" : "Register"}
              </button>
            ))}
          </div>
          {mode === "login" ? (
            <LoginForm redirectTo={redirectTo} defaultUsername={registered?.username} />
          ) : (
            <RegisterForm
              onRegistered={(username, message) => {
                setRegistered({ username, message });
                setMode("registered");
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
