import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit.ts";

/** A store whose writes finish only when the test says so, recording each call's items. */
function slowStore() {
  const calls: number[][] = [];
  const waiting: (() => void)[] = [];
  const settle = () => new Promise<void>((resolve) => waiting.push(resolve));
  return {
    calls,
    finishNext: () => waiting.shift()?.(),
    writeMany: async (items: number[]) => {
      calls.push(items);
      await settle();
      if (items.includes(13)) throw new Error("bad batch");
      return items.map((n) => n * 10);
    },
    writeOne: async (item: number) => {
      calls.push([item]);
      await settle();
      if (item === 13) throw new Error("unlucky");
      return item * 10;
    },
  };
}

const nextTurn = () => new Promise((r) => setImmediate(r));
/** Two event-loop turns: the one a finished write waits before its next batch, and ours. */
const tick = async () => {
  await nextTurn();
  await nextTurn();
};

describe("group commit", () => {
  it("writes a lone item at once, by itself", async () => {
    const store = slowStore();
    const write = createGroupCommit(store);
    const result = write(1);
    await tick();
    expect(store.calls).toEqual([[1]]);
    store.finishNext();
    expect(await result).toBe(10);
  });

  it("batches what queued while a write was in flight, and answers each caller", async () => {
    const store = slowStore();
    const write = createGroupCommit(store);
    const first = write(1);
    const queued = [write(2), write(3), write(4)];
    await tick();
    store.finishNext();
    await tick();
    expect(store.calls).toEqual([[1], [2, 3, 4]]);
    store.finishNext();
    expect(await first).toBe(10);
    expect(await Promise.all(queued)).toEqual([20, 30, 40]);
  });

  it("lets what arrives in the event-loop turn after a write join the next batch", async () => {
    const store = slowStore();
    const write = createGroupCommit(store);
    const all = [write(1), write(2)];
    await tick();
    store.finishNext();
    // Data read from a socket in the next turn, as sends are that PGlite's write kept waiting.
    setImmediate(() => all.push(write(3)));
    await tick();
    expect(store.calls).toEqual([[1], [2, 3]]);
    store.finishNext();
    expect(await Promise.all(all)).toEqual([10, 20, 30]);
  });

  it("with a linger, holds the first write back that long so later ones join it", async () => {
    const store = slowStore();
    const write = createGroupCommit({ ...store, lingerMs: 30 });
    const results = [write(1)];
    await new Promise((r) => setTimeout(r, 10));
    results.push(write(2), write(3));
    expect(store.calls).toEqual([]);
    await new Promise((r) => setTimeout(r, 30));
    expect(store.calls).toEqual([[1, 2, 3]]);
    store.finishNext();
    expect(await Promise.all(results)).toEqual([10, 20, 30]);
  });

  it("caps a batch and writes the rest next", async () => {
    const store = slowStore();
    const write = createGroupCommit({ ...store, maxBatch: 2 });
    const all = [write(1), write(2), write(3), write(4)];
    for (let i = 0; i < 3; i += 1) {
      await tick();
      store.finishNext();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
    expect(store.calls).toEqual([[1], [2, 3], [4]]);
  });

  it("retries a failed batch item by item so only the bad item fails", async () => {
    const store = slowStore();
    const write = createGroupCommit(store);
    const first = write(1);
    const good = write(12);
    const bad = write(13);
    const outcome = Promise.allSettled([first, good, bad]);
    for (let i = 0; i < 4; i += 1) {
      await tick();
      store.finishNext();
    }
    const [a, b, c] = await outcome;
    expect(a).toEqual({ status: "fulfilled", value: 10 });
    expect(b).toEqual({ status: "fulfilled", value: 120 });
    expect(c).toMatchObject({ status: "rejected", reason: new Error("unlucky") });
    expect(store.calls).toEqual([[1], [12, 13], [12], [13]]);
  });

  it("does not write again a batch that met an outage: it may still commit, so each caller hears it", async () => {
    const timeout = new Error("Query read timeout");
    const calls: number[][] = [];
    let release: () => void = () => {};
    const write = createGroupCommit({
      writeMany: async (items: number[]) => {
        calls.push(items);
        throw timeout;
      },
      writeOne: async (item: number) => {
        calls.push([item]);
        // The first write is in flight while the others queue behind it.
        await new Promise<void>((resolve) => (release = resolve));
        return item * 10;
      },
    });
    const first = write(1);
    const queued = Promise.allSettled([write(2), write(3)]);
    await tick();
    release();
    expect(await first).toBe(10);
    expect(await queued).toEqual([
      { status: "rejected", reason: timeout },
      { status: "rejected", reason: timeout },
    ]);
    expect(calls).toEqual([[1], [2, 3]]);
  });
});
