import { useEffect } from "react";
import { useNavigate, useRouteError } from "react-router";
import { SUPPORT_EMAIL } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { CenteredCard } from "@/components/ui/centered-card";
import { linkClass } from "@/components/ui/styles";

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
        An unexpected error stopped this page from loading.
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
