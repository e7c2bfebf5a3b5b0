import { Link } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { TeamBadge } from "./team-badge";

const linkButton = `inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold ${focusRing}`;

interface ManageTeamCardProps {
  team: CustomTeam;
  onDelete: (team: CustomTeam) => void;
}

/** spec 001 §2 Manage page: one owned team with its counts and the three actions. */
export function ManageTeamCard({ team, onDelete }: ManageTeamCardProps) {
  const pending = team.joinRequestCount ?? 0;
  const headingId = `manage-team-${team.id}`;
  const facts: [string, string | number][] = [
    ["Members", team.memberCount],
    ["Games", team.gameCount],
    ["Messages", team.messageCount],
    ["Location", team.location || "—"],
    ["Created", new Date(team.createdAt).toLocaleDateString()],
  ];
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
          {team.name}
        </h2>
        <TeamBadge isPublic={team.isPublic} />
        {pending > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {pending} pending {pending === 1 ? "request" : "requests"}
          </span>
        ) : null}
      </div>
      {team.description ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{team.description}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-gray-600 dark:text-gray-400">{label}:</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/custom-team/${team.id}`}
          className={`${linkButton} border border-gray-300 hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-700`}
        >
          View Team
        </Link>
        <Link
          to={`/custom/team/${team.id}/edit`}
          className={`${linkButton} bg-sky-700 text-white hover:bg-sky-800`}
        >
          Edit Team &amp; Manage Members
        </Link>
        <Button variant="danger" onClick={() => onDelete(team)}>
          Delete Team
        </Button>
      </div>
    </li>
  );
}
