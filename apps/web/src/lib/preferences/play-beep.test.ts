import { afterEach, describe, expect, it, vi } from "vitest";
import { playBeep, resetBeepForTests } from "./play-beep";

class FakeAudioContext {
  static made = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  createOscillator() {
    return { type: "", frequency: { value: 0 }, connect() {}, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { value: 0 }, connect() {} };
  }
}

function withActivation(hasBeenActive: boolean) {
  vi.stubGlobal("AudioContext", FakeAudioContext);
  vi.stubGlobal("navigator", { ...navigator, userActivation: { hasBeenActive } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetBeepForTests();
  FakeAudioContext.made = 0;
});

describe("playBeep", () => {
  it("makes no audio context before the page's first user gesture", () => {
    withActivation(false);
    playBeep();
    expect(FakeAudioContext.made).toBe(0);
  });

  it("plays once the user has interacted, on one shared context", () => {
    withActivation(true);
    playBeep();
    playBeep();
    expect(FakeAudioContext.made).toBe(1);
  });
});
