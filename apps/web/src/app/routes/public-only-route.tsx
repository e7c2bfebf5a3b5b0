import { Navigate, Outlet } from "react-router";
import { useSession } from "@/lib/session/use-session";

/** /login, /forgot-password and /reset-password/* send signed-in users home. */
export function PublicOnlyRoute() {
  const { status } = useSession();
  if (status === "signed-in") return <Navigate to="/" replace />;
  return <Outlet />;
}
