import type { UseQueryResult } from "@tanstack/react-query";
import type { Game } from "@huddle/contracts/sports";
import { Button } from "@/components/ui/button";
import { SPORTS_TEXTS } from "../utils/sports-texts";
import { GameCard } from "./game-card";

const muted = "text-sm text-gray-600 dark:text-gray-400";

/** Loading, 'Failed to load scores' with Retry, 'No games available', or the game cards. */
export function GamesBody({ query }: { query: UseQueryResult<Game[]> }) {
  if (query.isPending) {
    return (
      <p role="status" className={muted}>
        {SPORTS_TEXTS.loadingScores}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p className="font-semibold text-red-800 dark:text-red-300">{SPORTS_TEXTS.scoresFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {SPORTS_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) return <p className={muted}>{SPORTS_TEXTS.noGames}</p>;
  return (
    // As many columns as the panel has room for at 12rem each: a narrow side panel gets one, so
    // team names are never squeezed into broken words.
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] gap-2">
      {query.data.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}
