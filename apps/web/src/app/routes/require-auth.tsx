import { Navigate, Outlet, useLocation } from "react-router";
import { loginPathFor } from "@/lib/hard-navigate";
import { useSession } from "@/lib/session/use-session";

/** Every page but the public ones needs sign-in: → /login?next=<path and query>. */
export function RequireAuth() {
  const { status, endedBecause } = useSession();
  const location = useLocation();
  if (status !== "signed-in") {
    // A session the server ended (a ban) says why on the sign-in page.
    return (
      <Navigate
        to={loginPathFor(location.pathname + location.search)}
        replace
        state={endedBecause ? { message: endedBecause, tone: "error" } : undefined}
      />
    );
  }
  return <Outlet />;
}
