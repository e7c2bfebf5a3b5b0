import { useEffect, useLayoutEffect, useRef } from "react";
import type { ServerToClientEvents } from "@huddle/contracts/realtime";
import { useSocketClient } from "./use-socket";

type ServerEvent = keyof ServerToClientEvents;
type Payload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Listens to one server event while the component is mounted and the tab has a socket. The
 * handler is read when the event arrives, so it may close over the render's latest values
 * without re-subscribing: a push that lands between two renders is never missed.
 */
export function useSocketEvent<E extends ServerEvent>(
  event: E,
  handler: (payload: Payload<E>) => void,
): void {
  const socket = useSocketClient();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (payload: Payload<E>) => latest.current(payload);
    return socket.on(event, listener as ServerToClientEvents[E]);
  }, [socket, event]);
}
