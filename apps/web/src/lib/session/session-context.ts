import { createContext } from "react";
import type { SessionManager, SessionSnapshot } from "./session-manager";

export interface SessionContextValue extends SessionSnapshot {
  manager: SessionManager;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
