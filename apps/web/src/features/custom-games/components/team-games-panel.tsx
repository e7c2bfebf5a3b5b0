import { roomUrl } from "@huddle/contracts/rules/room";
import { CollapsiblePanel } from "@/components/ui/collapsible-panel";
import { HttpError } from "@/lib/http/http-error";
import { useCustomGame } from "../api/get-custom-game";
import { useTeamGames } from "../api/get-team-games";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { TeamGameRows } from "./team-game-rows";

const note = (text: string) => <p className="text-sm text-gray-600 dark:text-gray-400">{text}</p>;

/**
 * A custom team room's side panel: the team's own games, each leading to its game room, where
 * a pro team's room shows its current game (the featured pro games meant nothing here).
 */
export function TeamGamesPanel({ teamId, title }: { teamId: string; title: string }) {
  return (
    <CollapsiblePanel title={title}>
      <TeamGames teamId={teamId} />
    </CollapsiblePanel>
  );
}

/**
 * A custom game room's side panel: its home team's games, as a pro game room lists the other
 * games of its league. A spectator of a private team's public game may not list the team's
 * games; the panel says so rather than "Failed".
 */
export function GameTeamGamesPanel({ gameId, title }: { gameId: string; title: string }) {
  const game = useCustomGame(gameId);
  return (
    <CollapsiblePanel title={title}>
      {game.data ? (
        <TeamGames teamId={game.data.teamId} />
      ) : game.isPending ? (
        note(CUSTOM_GAME_TEXTS.loadingGames)
      ) : (
        note(CUSTOM_GAME_TEXTS.gamesFailed)
      )}
    </CollapsiblePanel>
  );
}

function TeamGames({ teamId }: { teamId: string }) {
  const query = useTeamGames(teamId);
  return query.isPending ? (
    note(CUSTOM_GAME_TEXTS.loadingGames)
  ) : query.isError ? (
    note(
      query.error instanceof HttpError && query.error.status === 403
        ? CUSTOM_GAME_TEXTS.gamesPrivate
        : CUSTOM_GAME_TEXTS.gamesFailed,
    )
  ) : query.data.length === 0 ? (
    note(CUSTOM_GAME_TEXTS.noGames)
  ) : (
    <TeamGameRows
      games={query.data}
      hrefOf={(game) => roomUrl({ type: "custom-game", customGameId: game.id })}
    />
  );
}
