import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { SessionContext } from "./session-context";
import { createSessionManager, type SessionManager } from "./session-manager";

interface SessionProviderProps {
  children: ReactNode;
  /** Injected by tests; the app creates its own. */
  manager?: SessionManager;
}

export function SessionProvider({ children, manager }: SessionProviderProps) {
  const [sessionManager] = useState(() => manager ?? createSessionManager());
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
