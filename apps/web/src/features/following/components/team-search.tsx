import { useState } from "react";
import { SEARCH_QUERY_MAX_LENGTH } from "@huddle/contracts/profile";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useFollowTeam } from "../api/follow-team";
import { useFollowedTeams } from "../api/get-followed-teams";
import { useTeamSearch } from "../api/search-teams";
import { FOLLOWING_TEXTS } from "../utils/following-texts";
import { teamMatches } from "../utils/team-matches";

/** spec 000 §5 Search, §9: 300 ms after the last keystroke. */
export const TEAM_SEARCH_DEBOUNCE_MS = 300;

/** Find a pro team by name and follow it; teams already followed are left out. */
export function TeamSearch() {
  const [text, setText] = useState("");
  const query = useDebouncedValue(text, TEAM_SEARCH_DEBOUNCE_MS);
  const search = useTeamSearch(query);
  const followed = useFollowedTeams();
  const follow = useFollowTeam();
  const results = text.trim() ? teamMatches(search.data ?? [], query, followed.data ?? []) : [];

  return (
    <div className="space-y-2">
      <TextField
        label="Search teams"
        type="search"
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoComplete="off"
        onChange={(e) => {
          follow.reset();
          setText(e.target.value);
        }}
      />
      {follow.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {FOLLOWING_TEXTS.followTeamFailed}
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-label="Team results" className="divide-y divide-gray-200 dark:divide-gray-700">
          {results.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-2 py-2">
              <span className="text-sm">
                <span className="font-medium">{team.teamName || team.name}</span>
                <span className="ml-2 text-xs uppercase text-gray-600 dark:text-gray-400">
                  {team.league} · {team.conferenceDivision}
                </span>
              </span>
              <Button
                disabled={follow.isPending}
                onClick={() => follow.mutate(team.id)}
                aria-label={`Follow ${team.teamName || team.name}`}
              >
                Follow
              </Button>
            </li>
          ))}
        </ul>
      ) : query.trim() && text.trim() && search.isSuccess && !search.isPlaceholderData ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No teams found.</p>
      ) : null}
    </div>
  );
}
