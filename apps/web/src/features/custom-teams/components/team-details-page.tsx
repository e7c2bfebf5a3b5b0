import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { CUSTOM_TEAM_MESSAGES, type CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { buttonLinkClass, linkClass } from "@/components/ui/styles";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { useCustomTeam } from "../api/get-custom-team";
import { useTeamActions } from "../hooks/use-team-actions";
import { teamRoomPath } from "../utils/share-url";
import { ActionNotice } from "./action-notice";
import { LeaveTeamButton } from "./leave-team-button";
import { TeamBadge } from "./team-badge";
import { TeamFacts } from "./team-facts";
import { TeamManagementLinks } from "./team-management-links";
import { TeamMembersList } from "./team-members-list";
import { useDocumentTitle } from "@/lib/use-document-title";
import { FollowTeamButton } from "./follow-team-button";

function loadError(error: unknown): string {
  if (error instanceof HttpError) return errorBody(error.data).error ?? "Team not found";
  return "Team not found";
}

interface TeamDetailsPageProps {
  /** The team's games (the custom-games feature, composed in app/). */
  renderGames?: (team: CustomTeam) => ReactNode;
}

/** /custom-team/:id — the team's details, members and the viewer's actions. */
export function TeamDetailsPage({ renderGames }: TeamDetailsPageProps = {}) {
  const { id = "" } = useParams();
  const query = useCustomTeam(id);
  const actions = useTeamActions();
  useDocumentTitle(query.data?.name ?? "Custom Team");
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError) {
    return (
      <div className="space-y-4">
        <ErrorBox message={loadError(query.error)} />
        <Link to="/custom" className={linkClass}>
          Back to Custom Teams
        </Link>
      </div>
    );
  }
  const team = query.data;
  const busy = actions.busyTeamId === team.id;
  // A fan blocked from the team keeps a member row but may not read its room, public or not.
  const blocked = team.viewerStatus === "blocked";
  const canOpenRoom = !blocked && (team.isMember || team.isPublic);
  return (
    <article aria-labelledby="team-heading" className="mx-auto max-w-3xl space-y-5">
      <Link to="/custom" className={linkClass}>
        Back to Custom Teams
      </Link>
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="team-heading" className="min-w-0 text-2xl font-bold wrap-anywhere sm:text-3xl">
          {team.name}
        </h1>
        <TeamBadge isPublic={team.isPublic} />
      </header>
      <ActionNotice notice={actions.notice} />
      {team.description ? <p>{team.description}</p> : null}
      <TeamFacts team={team} />
      <div className="flex flex-wrap gap-2">
        {team.canJoin ? (
          <Button disabled={busy} onClick={() => actions.joinTeam(team.id)}>
            {team.requiresApproval ? "Request to Join" : "Join Team"}
          </Button>
        ) : null}
        {team.hasPendingRequest ? (
          <p className="self-center text-sm">Your request to join is waiting for approval.</p>
        ) : null}
        {blocked ? <p className="self-center text-sm">{CUSTOM_TEAM_MESSAGES.blocked}</p> : null}
        {canOpenRoom ? (
          <a
            href={teamRoomPath(team.id)}
            target="_blank"
            rel="noreferrer"
            className={buttonLinkClass}
          >
            {team.viewerRole === "owner" ? "Open Room" : "Visit Team Room"}
          </a>
        ) : null}
        <Button variant="secondary" onClick={() => void actions.share(team.id)}>
          Share
        </Button>
        <FollowTeamButton team={team} actions={actions} busy={busy} />
      </div>
      {team.canLeave ? (
        <div>
          <LeaveTeamButton team={team} actions={actions} busy={busy} />
        </div>
      ) : null}
      {team.canEdit ? <TeamManagementLinks team={team} /> : null}
      {team.members ? <TeamMembersList members={team.members} /> : null}
      {renderGames?.(team)}
    </article>
  );
}
