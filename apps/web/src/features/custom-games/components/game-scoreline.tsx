import type { CustomGame } from "@huddle/contracts/custom-games";
import { hasScore } from "../utils/game-status";

type ScoredGame = Pick<CustomGame, "teamName" | "opponent" | "teamScore" | "opponentScore">;

/** "Eastside Ballers 3 – 2 Westside Dunkers", once either score is known. */
export function GameScoreline({ game }: { game: ScoredGame }) {
  if (!hasScore(game)) return null;
  const score = (value: number | null) => (value === null ? "–" : String(value));
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 text-lg font-semibold">
      <span className="sr-only">Score: </span>
      <span>{game.teamName}</span>
      <span className="text-2xl tabular-nums">
        {score(game.teamScore)} – {score(game.opponentScore)}
      </span>
      <span>{game.opponent}</span>
    </p>
  );
}
