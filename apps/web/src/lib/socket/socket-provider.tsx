import { useEffect, useState, type ReactNode } from "react";
import { dispatchAuthExpired } from "../http/auth-events";
import { getAccessToken } from "../session/session-storage";
import { useSession } from "../session/use-session";
import { createSocketClient, type SocketClient } from "./socket-client";
import { SocketContext } from "./socket-context";

interface SocketProviderProps {
  children: ReactNode;
  /** Injected by tests; the app creates the one socket client itself. */
  client?: SocketClient;
}

/** Connects while a user and a token exist; disconnects on logout (spec 000 §4). */
export function SocketProvider({ children, client }: SocketProviderProps) {
  const { status, manager } = useSession();
  const [socketClient] = useState(
    () =>
      client ??
      createSocketClient({
        getToken: getAccessToken,
        refreshSession: () => manager.refresh(),
        onAuthExpired: () => dispatchAuthExpired("token_invalid_or_expired", "/socket.io"),
      }),
  );

  useEffect(() => {
    if (status === "signed-in" && getAccessToken()) socketClient.connect();
    else if (status === "signed-out") socketClient.disconnect();
  }, [status, socketClient]);

  return <SocketContext.Provider value={socketClient}>{children}</SocketContext.Provider>;
}
