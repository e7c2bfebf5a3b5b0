import { isDependencyOutage } from "./dependency-outage.ts";

/**
 * Group commit: a write issued while the previous one is still in flight waits for it and then
 * goes out together with every other write that queued meanwhile, as one batch. At low load each
 * write goes out alone and at once (no timer, no added latency); under load, N queued writes cost
 * one statement instead of N, and each batch waits one event-loop turn after the previous one.
 * If a batch is refused, its items are retried one by one, so a single bad item fails only its
 * own caller. A batch that met an outage (a timeout, a lost connection) is not retried: it may
 * still commit on the server, and writing its items again would store them twice; every caller
 * hears the outage instead.
 *
 * `lingerMs` (0 by default) makes the first write of a batch wait that long for company: for
 * writes whose statement costs far more than each row in it (a reaction toggle plans a large
 * statement) and whose callers do not mind a few milliseconds.
 */
export function createGroupCommit<I, O>(handlers: {
  writeMany(items: I[]): Promise<O[]>;
  writeOne(item: I): Promise<O>;
  maxBatch?: number;
  lingerMs?: number;
}): (item: I) => Promise<O> {
  const maxBatch = handlers.maxBatch ?? 100;
  const lingerMs = handlers.lingerMs ?? 0;
  type Pending = { item: I; resolve(value: O): void; reject(error: unknown): void };
  let queue: Pending[] = [];
  let writing = false;

  async function writeBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch as [Pending];
      await handlers.writeOne(only.item).then(only.resolve, only.reject);
      return;
    }
    try {
      const results = await handlers.writeMany(batch.map((p) => p.item));
      batch.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (isDependencyOutage(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      for (const p of batch) await handlers.writeOne(p.item).then(p.resolve, p.reject);
    }
  }

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await writeBatch(batch);
      // One turn of the event loop before the next batch: an embedded database (PGlite) writes
      // on this thread, so the sends that arrived during the write are still unread in the
      // sockets; reading them first lets them join the next batch instead of trailing it.
      await new Promise((resolve) => setImmediate(resolve));
    }
    writing = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      if (lingerMs > 0) setTimeout(() => void drain(), lingerMs);
      else void drain();
    });
}
