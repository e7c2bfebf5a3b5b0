import type { Room } from "@huddle/contracts/rules/room";
import { FollowLeagueButton } from "@/features/following/components/follow-league-button";
import { FollowTeamButton } from "@/features/following/components/follow-team-button";
import { RoomBoxscore } from "@/features/sports/components/room-boxscore";
import { useBoxscore } from "@/features/sports/api/get-boxscore";
import { FeaturedScores } from "@/features/sports/components/featured-scores";
import { PredictionsPanel } from "@/features/predictions/components/predictions-panel";
import {
  GameTeamGamesPanel,
  TeamGamesPanel,
} from "@/features/custom-games/components/team-games-panel";
import { CUSTOM_GAME_TEXTS } from "@/features/custom-games/utils/custom-game-texts";

/** The follow toggle of a team, league or conference room's header. */
export function RoomFollowAction({ room, name }: { room: Room; name: string }) {
  switch (room.type) {
    case "team":
      return <FollowTeamButton teamId={room.teamId} teamName={name} />;
    case "league":
      return <FollowLeagueButton league={room.league} name={name} />;
    case "conference":
      return <FollowLeagueButton league={room.league} conference={room.conference} name={name} />;
    default:
      return null;
  }
}

/** The scores panel's title: a team room's game, a custom team's games, else the games around. */
export function roomScoresTitle(room: Room): string {
  if (room.type === "custom-team" || room.type === "custom-game") {
    return CUSTOM_GAME_TEXTS.teamGamesTitle;
  }
  return room.type === "team" ? "Team game" : "Scores";
}

/**
 * The room's scores panel. A game or sideline room has its scoreboard above the chat, so the
 * panel lists the other games of its league (a game room's predictions on top, issue 15 §2);
 * General (and a game whose league is unknown) lists the featured games, live ones first,
 * rather than an empty box (issue 15 §0); a custom team's room lists the team's own games, a
 * custom game's room its home team's.
 */
export function RoomScoresPanel({ room }: { room: Room }) {
  if (room.type === "game" || room.type === "sideline") {
    const scores = room.league ? (
      <RoomBoxscore room={{ type: "league", league: room.league }} title="Scores" />
    ) : (
      <FeaturedScores title="Scores" />
    );
    if (room.type === "sideline") return scores;
    return (
      <div className="space-y-4">
        <GamePredictions gameId={room.gameId} />
        {scores}
      </div>
    );
  }
  if (room.type === "league" || room.type === "conference" || room.type === "team") {
    return <RoomBoxscore room={room} title={roomScoresTitle(room)} />;
  }
  if (room.type === "custom-team") {
    return <TeamGamesPanel teamId={room.customTeamId} title={roomScoresTitle(room)} />;
  }
  if (room.type === "custom-game") {
    return <GameTeamGamesPanel gameId={room.customGameId} title={roomScoresTitle(room)} />;
  }
  return <FeaturedScores title="Scores" />;
}

/** The predictions panel with the team names from the scoreboard's own (shared) request. */
function GamePredictions({ gameId }: { gameId: string }) {
  const game = useBoxscore({ game: gameId }).data?.[0];
  return <PredictionsPanel gameId={gameId} game={game} />;
}
