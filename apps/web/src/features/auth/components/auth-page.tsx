import { useLocation, useSearchParams } from "react-router";
import { Notice } from "@/components/ui/notice";
import { queryNotice, type QueryNotice } from "../utils/query-notice";
import { AuthPanel } from "./auth-panel";

/** /login: accepts `next` (path and query to return to) and a `message` in state or query. */
export function AuthPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { message?: unknown; tone?: unknown } | null;
  const notice: QueryNotice | null =
    typeof state?.message === "string"
      ? { text: state.message, tone: state.tone === "error" ? "error" : "success" }
      : queryNotice(params.get("message"));

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
