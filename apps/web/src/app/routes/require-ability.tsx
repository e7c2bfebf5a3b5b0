import { Navigate, Outlet } from "react-router";
import type { AuthUser } from "@huddle/contracts/auth";
import { useSession } from "@/lib/session/use-session";

/**
 * A page the viewer's abilities admit (shared rules in contracts, e.g. `canOpenAdminPage`);
 * everyone else goes to /. The server checks every call again.
 */
export function RequireAbility({ can }: { can: (user: AuthUser | null) => boolean }) {
  const { user } = useSession();
  if (!can(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
