import type { LeaguesConferencesResponse } from "@huddle/contracts/sports";
import { FollowLeagueButton } from "./follow-league-button";

export type LeagueOption = LeaguesConferencesResponse["data"]["leagues"][number];

/** Every league and its conferences, each with its Follow / Following toggle (spec 000 §4). */
export function LeagueFollowList({ leagues }: { leagues: readonly LeagueOption[] }) {
  return (
    <ul aria-label="Leagues and conferences" className="space-y-3">
      {leagues.map((league) => (
        <li key={league.id} className="rounded-md border border-gray-200 p-3 dark:border-gray-700">
          <div className="flex items-center justify-between gap-2">
            <span className="font-semibold">{league.name}</span>
            <FollowLeagueButton league={league.id} name={league.name} compact />
          </div>
          {league.conferences.length > 0 ? (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {league.conferences.map((conference) => (
                <li key={conference.id} className="flex items-center justify-between gap-2 pl-3">
                  <span className="text-sm">{conference.name}</span>
                  <FollowLeagueButton
                    league={league.id}
                    conference={conference.id}
                    name={`${league.name} ${conference.name}`}
                    compact
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
