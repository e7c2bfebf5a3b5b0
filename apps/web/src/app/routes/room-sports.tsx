import type { Room } from "@huddle/contracts/rules/room";
import { FollowLeagueButton } from "@/features/following/components/follow-league-button";
import { FollowTeamButton } from "@/features/following/components/follow-team-button";
import { RoomBoxscore } from "@/features/sports/components/room-boxscore";
import { Scoreboard } from "@/features/sports/components/scoreboard";
import { useBoxscore } from "@/features/sports/api/get-boxscore";
import { PredictionsPanel } from "@/features/predictions/components/predictions-panel";

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

/** The room's second panel: the scoreboard of a game or sideline room, else the room's games. */
export function RoomScoresPanel({ room, className }: { room: Room; className: string }) {
  // A game room's predictions sit under its scoreboard (issue 15 §2).
  if (room.type === "game") {
    return (
      <div className={`space-y-4 ${className}`}>
        <Scoreboard gameId={room.gameId} />
        <GamePredictions gameId={room.gameId} />
      </div>
    );
  }
  if (room.type === "sideline") {
    return <Scoreboard gameId={room.gameId} className={className} />;
  }
  return <RoomBoxscore room={room} className={className} />;
}

/** The predictions panel with the team names from the scoreboard's own (shared) request. */
function GamePredictions({ gameId }: { gameId: string }) {
  const game = useBoxscore({ game: gameId }).data?.[0];
  return <PredictionsPanel gameId={gameId} game={game} />;
}
