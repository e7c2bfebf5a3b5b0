/**
 * After the node's Redis link was lost and came back, tells this node's sockets to join their
 * rooms again (`resync`): messages other nodes published meanwhile may never have reached it (a
 * Redis without persistence even comes back with an empty stream), and a client whose own
 * connection stayed up would otherwise never catch up on them. Returns how the node's own
 * modules hear the same moment (what other nodes could not tell it meanwhile). The sockets are
 * told once those modules are done: a rejoin answers the room's online count, which is right only
 * after presence has counted this node's fans again.
 */
export function resyncAfterRedisOutage(
  redis: { on(event: "close" | "ready", listener: () => void): unknown },
  io: { local: { emit(event: "resync"): unknown } },
): (listener: () => void | Promise<void>) => void {
  const listeners: (() => void | Promise<void>)[] = [];
  let lost = false;
  redis.on("close", () => {
    lost = true;
  });
  redis.on("ready", () => {
    if (!lost) return;
    lost = false;
    void Promise.allSettled(listeners.map(async (listener) => listener())).then(() =>
      io.local.emit("resync"),
    );
  });
  return (listener) => listeners.push(listener);
}
