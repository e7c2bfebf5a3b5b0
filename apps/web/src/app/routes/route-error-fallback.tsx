import { useEffect } from "react";
import { useNavigate, useRouteError } from "react-router";
import { SUPPORT_EMAIL } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { CenteredCard } from "@/components/ui/centered-card";
import { linkClass } from "@/components/ui/styles";
import { HTTP_MESSAGES } from "@/lib/http/http-client";

/**
 * A page's code that could not be downloaded (the server is unreachable, or a new release
 * replaced the file): the browsers' words for it. Try Again reloads, which fixes both.
 */
const UNREACHABLE_CODE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

function isUnreachable(error: unknown): boolean {
  return error instanceof Error && UNREACHABLE_CODE.test(error.message);
}

/** spec 000 §2 Error screens: the route-level fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  const navigate = useNavigate();

  useEffect(() => {
    console.error("Route error", error);
  }, [error]);

  return (
    <CenteredCard>
      <h1 className="text-2xl font-bold">Oops! Something went wrong</h1>
      <p className="text-gray-700 dark:text-gray-300">
        {isUnreachable(error)
          ? HTTP_MESSAGES.connection
          : "An unexpected error stopped this page from loading."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button variant="secondary" onClick={() => void navigate("/")}>
          Go to Home
        </Button>
      </div>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
        Contact Support
      </a>
    </CenteredCard>
  );
}
