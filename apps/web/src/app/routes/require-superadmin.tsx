import { Navigate, Outlet } from "react-router";
import { canOpenAdminPage } from "@huddle/contracts/rules/admin-abilities";
import { useSession } from "@/lib/session/use-session";

/** spec 001 §2: /admin is for superadmins only; everyone else goes to /. */
export function RequireSuperadmin() {
  const { user } = useSession();
  if (!canOpenAdminPage(user)) return <Navigate to="/" replace />;
  return <Outlet />;
}
