/**
 * Runs `task(0)` … `task(count - 1)`, `batch` at a time, and returns their results in order.
 * Opening thousands of sockets at once would trip the server's accept backlog and connect
 * timeouts; a batch at a time keeps a bench's set-up steady.
 */
export async function inBatches<T>(
  count: number,
  batch: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    results.push(...(await Promise.all(Array.from({ length: size }, (_, j) => task(start + j)))));
  }
  return results;
}

/** Sockets opened at once, and joins asked at once, by every bench's set-up. */
export const CONNECT_BATCH = 50;
export const JOIN_BATCH = 100;
