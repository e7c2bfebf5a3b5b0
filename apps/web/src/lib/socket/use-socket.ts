import { useContext, useSyncExternalStore } from "react";
import { SocketContext } from "./socket-context";
import type { SocketClient, SocketState } from "./socket-client";

const OFFLINE: SocketState = { status: "idle", error: null };
const noSubscription = () => () => {};

export function useSocketClient(): SocketClient | null {
  return useContext(SocketContext);
}

/** The connection status and its error ('Failed to connect to server'). */
export function useSocketState(): SocketState {
  const client = useSocketClient();
  return useSyncExternalStore(
    client ? client.subscribe : noSubscription,
    client ? client.getState : () => OFFLINE,
  );
}
