import { useEffect, useState } from "react";
import type { GamePredictions } from "@huddle/contracts/predictions";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";

/**
 * The predictions as the room's spoiler delay lets them show. Their settlement names the winner
 * and the total, so it waits in the room's queue like the final's score push (browser QA: a fan
 * 60 s behind read "Result: Chargers" beside a tied scoreboard). Picks and locks show at once: a
 * fan's own pick must not wait, and a lock tells nothing of the score. A room opened after the
 * final shows the settlement at once, as its scoreboard shows the final.
 */
export function useSpoilerSafePredictions(
  data: GamePredictions | undefined,
): GamePredictions | undefined {
  const { queue } = useSpoilerDelay();
  // The last unsettled answer this page showed, and the settled one the queue let through.
  const [beforeFinal, setBeforeFinal] = useState(data?.settled === false ? data : undefined);
  const [released, setReleased] = useState<GamePredictions | undefined>(undefined);
  if (data?.settled === false && data !== beforeFinal) setBeforeFinal(data);

  useEffect(() => {
    if (data?.settled && beforeFinal) queue.push({ apply: () => setReleased(data) });
  }, [data, beforeFinal, queue]);

  if (!data?.settled || !beforeFinal) return data;
  return released === data ? data : beforeFinal;
}
