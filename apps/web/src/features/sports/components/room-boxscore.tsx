import type { RoomAddress } from "@huddle/contracts/rules/room";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { useBoxscore } from "../api/get-boxscore";
import { useScoreUpdates } from "../realtime/use-score-updates";
import { boxscoreQueryForRoom } from "../utils/sports-links";
import { SPORTS_TEXTS } from "../utils/sports-texts";
import { GamesBody } from "./games-body";

interface RoomBoxscoreProps {
  room: RoomAddress;
  title: string;
  className?: string;
}

/** A league, conference or team room's games: today's games, or the team's current/next game. */
export function RoomBoxscore({ room, title, className = "" }: RoomBoxscoreProps) {
  const query = boxscoreQueryForRoom(room);
  const games = useBoxscore(query);
  useScoreUpdates();
  return (
    <CollapsiblePanel title={title} className={className}>
      {query ? (
        <GamesBody query={games} />
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">{SPORTS_TEXTS.noGames}</p>
      )}
    </CollapsiblePanel>
  );
}
