import type { TeamMember } from "@huddle/contracts/custom-teams";
import { ROLE_LABELS } from "../utils/member-management";

/** The team's members with their role and, when not active, their status. */
export function TeamMembersList({ members }: { members: TeamMember[] }) {
  return (
    <section aria-labelledby="team-members-heading" className="space-y-2">
      <h2 id="team-members-heading" className="text-lg font-semibold">
        Members ({members.length})
      </h2>
      <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
        {members.map((member) => (
          <li
            key={member.userId}
            className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
          >
            <span className="font-medium">{member.username}</span>
            <span className="text-sm text-gray-600 dark:text-gray-400">
              {ROLE_LABELS[member.role]}
              {member.status === "active"
                ? ""
                : ` · ${member.status === "muted" ? "Muted" : "Blocked"}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
