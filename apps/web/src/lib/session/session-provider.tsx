import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { useHttpClient } from "../http/use-http-client";
import { SessionContext } from "./session-context";
import { createSessionManager, type SessionManager } from "./session-manager";

interface SessionProviderProps {
  children: ReactNode;
  /** Injected by tests; the app creates its own on the provided HTTP client. */
  manager?: SessionManager;
}

export function SessionProvider({ children, manager }: SessionProviderProps) {
  const http = useHttpClient();
  const [sessionManager] = useState(() => manager ?? createSessionManager(http));
  const snapshot = useSyncExternalStore(sessionManager.subscribe, sessionManager.getSnapshot);

  useEffect(() => {
    void sessionManager.restore();
    return () => sessionManager.dispose();
  }, [sessionManager]);

  const value = useMemo(
    () => ({ ...snapshot, manager: sessionManager }),
    [snapshot, sessionManager],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
