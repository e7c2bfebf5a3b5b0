import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy…/waitFor give up after 1 s by default; a route's lazy chunk, compiled on first import,
// takes longer than that on a loaded 2-core CI machine. Passing tests do not wait any longer.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // Requests a finished test left queued (its client's 100 ms spacing) must not reach the real
  // network.
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("No network in tests")));
  vi.restoreAllMocks();
});

// Testing Library only recognises Jest's fake timers: without this shim its async helpers wait on a
// faked setTimeout(0) forever while a test uses vi.useFakeTimers().
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});
