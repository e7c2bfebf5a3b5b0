import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { AUTH_EXPIRED_EVENT } from "@/lib/http/auth-events";
import { loginPathFor } from "@/lib/hard-navigate";
import { useSession } from "@/lib/session/use-session";

/**
 * spec 000 §4: on auth:expired the app logs out and goes to /login?next={path and query},
 * unless it is already on /login.
 */
export function useAuthExpiredRedirect(): void {
  const { manager } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname + location.search);

  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onExpired = () => {
      const current = here.current;
      if (current === "/login" || current.startsWith("/login?")) return;
      // Already signed out (a refused refresh): the protected page sends the fan to /login
      // with the server's reason, which a second sign-out and redirect here would drop.
      if (manager.getSnapshot().status === "signed-out") return;
      void manager.logout().then(() => navigate(loginPathFor(current), { replace: true }));
    };
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, [manager, navigate]);
}
