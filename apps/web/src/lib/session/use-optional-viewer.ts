import { useContext } from "react";
import { SessionContext } from "./session-context";

/**
 * The signed-in user, or null when signed out or rendered outside the session (a message shown
 * on its own, as list and item tests do): parts that only add viewer controls use this.
 */
export function useOptionalViewer() {
  return useContext(SessionContext)?.user ?? null;
}
