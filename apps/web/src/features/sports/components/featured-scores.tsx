import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { useFeaturedGames } from "../api/get-featured-games";
import { useScoreUpdates } from "../realtime/use-score-updates";
import { GamesBody } from "./games-body";

/**
 * The home page's middle panel (spec 000 §2): featured games, refreshed every 5 minutes and kept
 * live by score-update pushes in between.
 */
export function FeaturedScores({
  className = "",
  title = "Featured Scores",
}: {
  className?: string;
  /** 'Featured Scores' on the home page; General's scores panel calls them 'Scores'. */
  title?: string;
}) {
  const query = useFeaturedGames();
  useScoreUpdates();
  return (
    <CollapsiblePanel title={title} className={className}>
      <GamesBody query={query} />
    </CollapsiblePanel>
  );
}
