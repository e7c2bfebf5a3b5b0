import { Navigate, Outlet } from "react-router";
import type { AdminLevel } from "@huddle/contracts/constants";
import { hasAdminLevel } from "@huddle/contracts/rules/roles";
import { useSession } from "@/lib/session/use-session";

/**
 * Staff pages: /admin is for superadmins only (spec 001 §2), /moderation for mods and above
 * (issue 13); everyone else goes to /. The server checks every call again.
 */
export function RequireAdminLevel({ level }: { level: AdminLevel }) {
  const { user } = useSession();
  if (!hasAdminLevel(user, level)) return <Navigate to="/" replace />;
  return <Outlet />;
}
