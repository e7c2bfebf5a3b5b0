import { useLocation, useSearchParams } from "react-router";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { Notice, type NoticeTone } from "@/components/ui/notice";
import { AuthPanel } from "./auth-panel";

/**
 * Only known notices may come from the query string, so a link cannot inject arbitrary text; each
 * with its tone (the server's verification redirect sends both outcomes here).
 */
const QUERY_MESSAGES: ReadonlyMap<string, NoticeTone> = new Map([
  [AUTH_MESSAGES.resetSuccess, "success"],
  [AUTH_MESSAGES.emailVerified, "success"],
  [AUTH_MESSAGES.loggedOut, "success"],
  [AUTH_MESSAGES.registered, "success"],
  [AUTH_MESSAGES.verifyInvalidToken, "error"],
]);

/** /login: accepts `next` (path and query to return to) and a `message` in state or query. */
export function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { message?: unknown; tone?: unknown } | null;
  const queryMessage = params.get("message") ?? "";
  const notice: { text: string; tone: NoticeTone } | null =
    typeof state?.message === "string"
      ? { text: state.message, tone: state.tone === "error" ? "error" : "success" }
      : QUERY_MESSAGES.has(queryMessage)
        ? { text: queryMessage, tone: QUERY_MESSAGES.get(queryMessage)! }
        : null;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-gray-50 px-3 py-8 dark:bg-gray-900">
      {notice ? (
        <div className="w-full max-w-md">
          <Notice tone={notice.tone}>{notice.text}</Notice>
        </div>
      ) : null}
      <AuthPanel redirectTo={params.get("next")} />
    </main>
  );
}
