import { Button } from "@/components/ui/button";
import { useFollowedTeams } from "../api/get-followed-teams";
import { useUnfollowTeam } from "../api/unfollow-team";
import { FOLLOWING_TEXTS } from "../utils/following-texts";

/** The pro teams the user follows, each with Unfollow. */
export function FollowedTeamsList() {
  const teams = useFollowedTeams();
  const unfollow = useUnfollowTeam();
  if (teams.isPending) return <p role="status">Loading...</p>;
  if (teams.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Failed to load followed teams.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {unfollow.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {FOLLOWING_TEXTS.unfollowTeamFailed}
        </p>
      ) : null}
      {teams.data.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">
          You are not following any teams yet.
        </p>
      ) : (
        <ul aria-label="Followed teams" className="divide-y divide-gray-200 dark:divide-gray-700">
          {teams.data.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-2 py-2">
              <span className="flex items-center gap-2 text-sm">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3 rounded-full"
                  style={{ backgroundColor: team.teamColors[0] }}
                />
                <span className="font-medium">{team.teamName || team.name}</span>
                <span className="text-xs uppercase text-gray-600 dark:text-gray-400">
                  {team.league}
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={unfollow.isPending}
                aria-label={`Unfollow ${team.teamName || team.name}`}
                onClick={() => {
                  unfollow.reset();
                  unfollow.mutate(team.id);
                }}
              >
                Unfollow
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
