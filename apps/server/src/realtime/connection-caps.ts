import type { HuddleServer } from "./socket-server.ts";
import { socketsIn } from "./sockets-in.ts";

export const userRoom = (userId: string) => `user:${userId}`;
export const addressRoom = (address: string) => `address:${address}`;

/**
 * True when this user or this address already has as many sockets as the caps allow. Counted on
 * every node through the adapter, so the count heals by itself when a node dies; when the other
 * nodes cannot be asked, the count is this node's alone rather than refusing every connection.
 */
export async function atConnectionCap(
  io: HuddleServer,
  who: { userId: string; address: string },
  caps: { perUser: number; perAddress: number },
): Promise<boolean> {
  const [ofUser, ofAddress] = await Promise.all([
    socketsIn(io, userRoom(who.userId)),
    socketsIn(io, addressRoom(who.address)),
  ]);
  return ofUser.length >= caps.perUser || ofAddress.length >= caps.perAddress;
}
