import { Link } from "react-router";
import { focusRing } from "@/components/ui/styles";
import { useCustomTeam } from "../api/get-custom-team";

const buttonLink = `inline-flex items-center justify-center rounded-md px-3 py-2 text-sm font-semibold ${focusRing}`;

/**
 * spec 000 §2 Chat room: the Team Management box, for the team's owner and admins only, with
 * Add Game and Manage Team, labelled Team Owner or Team Admin. `canEdit` comes from the server
 * and is granted to exactly those two roles (custom-teams.policy.ts `canEditTeam`).
 */
export function RoomTeamManagementBox({ teamId }: { teamId: string }) {
  const { data: team } = useCustomTeam(teamId);
  if (!team?.canEdit) return null;
  const pending = team.joinRequestCount ?? 0;
  return (
    <section
      aria-labelledby="room-team-management"
      className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-sky-800 dark:bg-sky-950"
    >
      <div>
        <h2 id="room-team-management" className="font-semibold">
          Team Management
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {team.viewerRole === "owner" ? "Team Owner" : "Team Admin"}
          {pending > 0 ? ` · ${pending} pending ${pending === 1 ? "request" : "requests"}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/custom/create-game?teamId=${team.id}`}
          className={`${buttonLink} bg-sky-700 text-white hover:bg-sky-800`}
        >
          Add Game
        </Link>
        <Link
          to={`/custom/team/${team.id}/edit${pending > 0 ? "?tab=members" : ""}`}
          className={`${buttonLink} border border-gray-300 bg-white hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800`}
        >
          Manage Team
        </Link>
      </div>
    </section>
  );
}
