import { Link } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { linkClass } from "@/components/ui/styles";

/** Owner and team admin only (spec 001 §6): edit, members and requests, games. */
export function TeamManagementLinks({ team }: { team: CustomTeam }) {
  const pending = team.joinRequestCount ?? 0;
  return (
    <nav
      aria-label="Team management"
      className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <h2 className="mb-2 text-lg font-semibold">Team Management</h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link to={`/custom/team/${team.id}/edit`} className={linkClass}>
            Edit Team
          </Link>
        </li>
        <li>
          <Link to={`/custom/team/${team.id}/edit?tab=members`} className={linkClass}>
            Manage Members
            {pending > 0 ? ` (${pending} pending ${pending === 1 ? "request" : "requests"})` : ""}
          </Link>
        </li>
        <li>
          <Link to={`/custom/create-game?teamId=${team.id}`} className={linkClass}>
            Create Game
          </Link>
        </li>
        {team.canDelete ? (
          <li>
            <Link to="/custom/manage" className={linkClass}>
              Manage Your Teams
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
