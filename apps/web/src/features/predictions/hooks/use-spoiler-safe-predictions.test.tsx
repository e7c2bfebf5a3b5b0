import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GamePredictions, PredictionQuestionView } from "@huddle/contracts/predictions";
import { SpoilerDelayProvider } from "@/lib/spoiler-delay/spoiler-delay-context";
import { buildQuestionView } from "@/test/prediction-factories";
import { useSpoilerSafePredictions } from "./use-spoiler-safe-predictions";

const ROOM = "game-sim101764423529";

const view = (overrides: Partial<PredictionQuestionView> = {}) =>
  buildQuestionView({ picks: 3, ...overrides });

const predictions = (question: PredictionQuestionView, settled = false): GamePredictions => ({
  gameId: "sim101764423529",
  league: "nfl",
  season: "2026-27",
  settled,
  questions: [question],
});

const OPEN = predictions(view());
const PICKED = predictions(view({ myPick: "home", picks: 4 }));
const SETTLED = predictions(
  view({ myPick: "home", locked: true, outcome: "home", myPickCorrect: true, correctPicks: 3 }),
  true,
);

function renderWithDelay(seconds: number, data: GamePredictions) {
  if (seconds > 0) localStorage.setItem(`huddle:spoiler-delay:${ROOM}`, String(seconds));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SpoilerDelayProvider roomSlug={ROOM} enabled>
      {children}
    </SpoilerDelayProvider>
  );
  return renderHook(
    ({ current }: { current: GamePredictions }) => useSpoilerSafePredictions(current),
    { initialProps: { current: data }, wrapper },
  );
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("useSpoilerSafePredictions", () => {
  it("holds the settlement back for the room's spoiler delay, but never the fan's own pick", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderWithDelay(30, OPEN);
    expect(result.current).toBe(OPEN);
    rerender({ current: PICKED });
    expect(result.current).toBe(PICKED);
    rerender({ current: SETTLED });
    expect(result.current).toBe(PICKED);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current).toBe(PICKED);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(SETTLED);
  });

  it("shows the settlement at once without a delay, or when the room opens after the final", () => {
    const live = renderWithDelay(0, OPEN);
    live.rerender({ current: SETTLED });
    expect(live.result.current).toBe(SETTLED);
    localStorage.clear();
    expect(renderWithDelay(30, SETTLED).result.current).toBe(SETTLED);
  });
});
