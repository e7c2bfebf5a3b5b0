import type { Clock } from "../lib/clock.ts";

/** A clock that follows real time plus an offset tests can move forward. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
