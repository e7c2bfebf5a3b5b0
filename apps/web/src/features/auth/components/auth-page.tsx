import { useLocation, useSearchParams } from "react-router";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { Notice } from "@/components/ui/notice";
import { AuthPanel } from "./auth-panel";

/** Only known notices may come from the query string, so a link cannot inject arbitrary text. */
const QUERY_MESSAGES: readonly string[] = [
  AUTH_MESSAGES.resetSuccess,
  AUTH_MESSAGES.emailVerified,
  AUTH_MESSAGES.loggedOut,
  AUTH_MESSAGES.registered,
];

/** /login: accepts `next` (path and query to return to) and a `message` in state or query. */
export function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { message?: unknown } | null;
  const queryMessage = params.get("message");
  const message =
    typeof state?.message === "string"
      ? state.message
      : queryMessage && QUERY_MESSAGES.includes(queryMessage)
        ? queryMessage
        : null;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50 px-3 py-8 dark:bg-gray-900">
      {message ? (
        <div className="w-full max-w-md">
          <Notice tone="success">{message}</Notice>
        </div>
      ) : null}
      <AuthPanel redirectTo={params.get("next")} />
    </main>
  );
}
