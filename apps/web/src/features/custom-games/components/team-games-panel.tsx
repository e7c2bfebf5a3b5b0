import { roomUrl } from "@huddle/contracts/rules/room";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { useTeamGames } from "../api/get-team-games";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { TeamGameRows } from "./team-game-rows";

/**
 * A custom team room's side panel: the team's own games, each leading to its game room, where
 * a pro team's room shows its current game (the featured pro games meant nothing here).
 */
export function TeamGamesPanel({ teamId, title }: { teamId: string; title: string }) {
  const query = useTeamGames(teamId);
  return (
    <CollapsiblePanel title={title}>
      {query.isPending ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{CUSTOM_GAME_TEXTS.loadingGames}</p>
      ) : query.isError ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{CUSTOM_GAME_TEXTS.gamesFailed}</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{CUSTOM_GAME_TEXTS.noGames}</p>
      ) : (
        <TeamGameRows
          games={query.data}
          hrefOf={(game) => roomUrl({ type: "custom-game", customGameId: game.id })}
        />
      )}
    </CollapsiblePanel>
  );
}
