import { Navigate, Outlet } from "react-router";
import { hasAdminLevel } from "@huddle/contracts/rules/roles";
import { useSession } from "@/lib/session/use-session";

/** spec 001 §2: /admin is for superadmins only; everyone else goes to /. */
export function RequireSuperadmin() {
  const { user } = useSession();
  if (!hasAdminLevel(user, "superadmin")) return <Navigate to="/" replace />;
  return <Outlet />;
}
