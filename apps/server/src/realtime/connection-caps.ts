/** The part of a Socket.IO server that counts sockets in a room, here and on every node. */
interface SocketCounter {
  in(room: string): { fetchSockets(): Promise<readonly unknown[]> };
  local: { in(room: string): { fetchSockets(): Promise<readonly unknown[]> } };
}

export const userRoom = (userId: string) => `user:${userId}`;
export const addressRoom = (address: string) => `address:${address}`;

/**
 * How many sockets are in a room on every node. The adapter asks the other nodes (Redis), so
 * the count heals by itself when a node dies; if a node does not answer in time the count is
 * this node's alone rather than refusing every connection.
 */
async function socketsIn(io: SocketCounter, room: string): Promise<number> {
  try {
    return (await io.in(room).fetchSockets()).length;
  } catch {
    return (await io.local.in(room).fetchSockets()).length;
  }
}

/** True when this user or this address already has as many sockets as the caps allow. */
export async function atConnectionCap(
  io: SocketCounter,
  who: { userId: string; address: string },
  caps: { perUser: number; perAddress: number },
): Promise<boolean> {
  const [ofUser, ofAddress] = await Promise.all([
    socketsIn(io, userRoom(who.userId)),
    socketsIn(io, addressRoom(who.address)),
  ]);
  return ofUser >= caps.perUser || ofAddress >= caps.perAddress;
}
