import type { CustomTeam } from "@huddle/contracts/custom-teams";
import type { TeamActions } from "../hooks/use-team-actions";
import { TeamCard } from "./team-card";

/** Team cards in one column on a phone, more on wider screens. */
export function TeamGrid({ teams, actions }: { teams: CustomTeam[]; actions: TeamActions }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {teams.map((team) => (
        <li key={team.id} className="flex">
          <div className="w-full">
            <TeamCard team={team} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
