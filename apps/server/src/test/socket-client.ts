import type { ClientToServerEvents, ServerToClientEvents } from "@huddle/contracts/realtime";
import { io, type Socket } from "socket.io-client";

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A real socket.io client, connected (or rejected) before the promise settles. */
export function connectSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    path: "/socket.io",
    transports: ["websocket"],
    auth: token ? { token } : {},
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the first `event` payload that matches, or rejects after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  match: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler as never);
      reject(new Error(`timed out waiting for ${String(event)}`));
    }, timeoutMs);
    const handler = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler as never);
      resolve(payload);
    };
    socket.on(event, handler as never);
  });
}

/** Emits and waits for the ack. */
export function emitWithAck<E extends keyof ClientToServerEvents>(
  socket: TestSocket,
  event: E,
  payload: Parameters<ClientToServerEvents[E]>[0],
  timeoutMs = 5_000,
): Promise<unknown> {
  return (
    socket.timeout(timeoutMs) as unknown as { emitWithAck(e: string, p: unknown): Promise<unknown> }
  ).emitWithAck(event, payload);
}
