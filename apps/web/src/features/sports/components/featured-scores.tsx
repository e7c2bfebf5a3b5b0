import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { useFeaturedGames } from "../api/get-featured-games";
import { useScoreUpdates } from "../realtime/use-score-updates";
import { GamesBody } from "./games-body";

/**
 * The home page's middle panel (spec 000 §2): featured games, refreshed every 5 minutes and kept
 * live by score-update pushes in between.
 */
export function FeaturedScores({ className = "" }: { className?: string }) {
  const query = useFeaturedGames();
  useScoreUpdates();
  return (
    <CollapsiblePanel title="Featured Scores" className={className}>
      <GamesBody query={query} />
    </CollapsiblePanel>
  );
}
