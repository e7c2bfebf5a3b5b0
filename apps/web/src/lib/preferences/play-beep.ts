type AudioContextCtor = new () => AudioContext;

let shared: AudioContext | null = null;

/** A short, quiet WebAudio beep; does nothing where AudioContext is unavailable or blocked. */
export function playBeep(): void {
  const Ctor = (globalThis as { AudioContext?: AudioContextCtor }).AudioContext;
  if (typeof Ctor !== "function") return;
  // Before the page's first click or key press the browser would refuse to play anyway, and a
  // context made then only logs a warning.
  if (shared === null && navigator.userActivation?.hasBeenActive === false) return;
  try {
    shared ??= new Ctor();
    const ctx = shared;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = "sine";
    oscillator.frequency.value = 880;
    gain.gain.value = 0.05;
    oscillator.connect(gain);
    gain.connect(ctx.destination);
    oscillator.start();
    oscillator.stop(ctx.currentTime + 0.12);
  } catch {
    // Autoplay policies or a closed context: stay silent.
  }
}

/** Test hook: forget the shared context. */
export function resetBeepForTests(): void {
  shared = null;
}
