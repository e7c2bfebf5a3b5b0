import { Link } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { buttonLinkClass, linkClass } from "@/components/ui/styles";
import type { TeamActions } from "../hooks/use-team-actions";
import { teamRoomPath } from "../utils/share-url";
import { TeamBadge } from "./team-badge";
import { FollowTeamButton } from "./follow-team-button";

interface TeamCardProps {
  team: CustomTeam;
  actions: TeamActions;
}

/**
 * spec 001 §2 Team cards: the facts, then Join (or Request Pending) / Room / Share / Follow for
 * this viewer.
 */
export function TeamCard({ team, actions }: TeamCardProps) {
  const isOwner = team.viewerRole === "owner";
  const busy = actions.busyTeamId === team.id;
  const facts: [string, string | number | null][] = [
    ["Location", team.location || null],
    ["Sport", team.sport],
    ["Age group", team.ageRange],
    ["Skill level", team.skillLevel],
    ["Members", team.memberCount],
    ["Created", new Date(team.createdAt).toLocaleDateString()],
  ];
  return (
    <article
      aria-labelledby={`team-${team.id}`}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-800"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`team-${team.id}`} className="min-w-0 text-lg font-semibold wrap-anywhere">
          <Link to={`/custom-team/${team.id}`} className={linkClass}>
            {team.name}
          </Link>
        </h3>
        <TeamBadge isPublic={team.isPublic} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="inline text-gray-600 dark:text-gray-400">{label}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
      </dl>
      {team.description ? <p className="text-sm">{team.description}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {team.hasPendingRequest ? (
          // The request waits for the owner: say so where the Join button was (canJoin is false).
          <Button disabled>Request Pending</Button>
        ) : team.canJoin ? (
          <Button disabled={busy} onClick={() => actions.joinTeam(team.id)}>
            {team.requiresApproval ? "Request to Join" : "Join Team"}
          </Button>
        ) : null}
        {team.isMember && team.viewerStatus !== "blocked" ? (
          <a
            href={teamRoomPath(team.id)}
            target="_blank"
            rel="noreferrer"
            className={buttonLinkClass}
          >
            {isOwner ? "Open Room" : "Visit Team Room"}
          </a>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void actions.share(team.id)}
          aria-label={`Share ${team.name}`}
        >
          Share
        </Button>
        <FollowTeamButton team={team} actions={actions} busy={busy} />
      </div>
    </article>
  );
}
