/**
 * Background work that runs on the chat's thread (the simulator replaying games, a large write)
 * yields to it between pieces once this long has passed: a send that arrives meanwhile waits at
 * most about one slice instead of the whole job (issue 9 §5: the p99 of a quiet room).
 */
export const SLICE_MS = 4;

/**
 * A check to call between pieces of a long synchronous job: it yields one event-loop turn when
 * `budgetMs` of work has run since the job started or last yielded, and costs a clock read
 * otherwise.
 */
export function createTimeSlice(
  budgetMs = SLICE_MS,
  now: () => number = () => performance.now(),
): () => Promise<void> {
  let since = now();
  return async function yieldIfDue() {
    if (now() - since < budgetMs) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = now();
  };
}
