import type { RemoteSocket } from "socket.io";
import type { ServerToClientEvents } from "@huddle/contracts/realtime";
import type { HuddleServer, SocketData } from "./socket-server.ts";

/** What the realtime modules do with a socket found by room, on this node or another. */
export type FoundSocket = Pick<
  RemoteSocket<ServerToClientEvents, SocketData>,
  "id" | "data" | "rooms" | "emit" | "leave"
>;

/**
 * The sockets in any of these rooms on every node; on this node alone when the other nodes cannot
 * be asked (Redis is gone, or a node did not answer in time). The local answer comes from this
 * node's own room map: the adapter's local query (`io.local…fetchSockets()`) still asks Redis how
 * many nodes there are (`serverCount` in the streams adapter 0.3.1), so during a Redis outage it
 * failed as well, and a handshake that counted sockets that way never finished.
 */
export async function socketsIn(
  io: HuddleServer,
  rooms: string | readonly string[],
): Promise<FoundSocket[]> {
  try {
    return await io.in(typeof rooms === "string" ? rooms : [...rooms]).fetchSockets();
  } catch {
    return localSocketsIn(io, rooms);
  }
}

/** The sockets of this node in any of these rooms, from its own room map: no Redis involved. */
export function localSocketsIn(io: HuddleServer, rooms: string | readonly string[]): FoundSocket[] {
  const ids = new Set<string>();
  for (const room of typeof rooms === "string" ? [rooms] : rooms) {
    for (const id of io.sockets.adapter.rooms.get(room) ?? []) ids.add(id);
  }
  return [...ids].flatMap((id) => {
    const socket = io.sockets.sockets.get(id);
    return socket ? [socket] : [];
  });
}
