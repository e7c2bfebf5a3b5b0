import { Outlet } from "react-router";
import { PRODUCT_NAME } from "@huddle/contracts/constants";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useFocusHeadingOnNavigate } from "@/lib/use-focus-heading-on-navigate";
import { useSession } from "@/lib/session/use-session";
import { useAuthExpiredRedirect } from "./use-auth-expired-redirect";

/** Waits for the session to restore, then renders the matched route. */
export function RootRoute() {
  const { status } = useSession();
  useAuthExpiredRedirect();
  useFocusHeadingOnNavigate();
  if (status === "restoring") return <LoadingScreen message={`Initializing ${PRODUCT_NAME}...`} />;
  return <Outlet />;
}
