import { TeamGamesList } from "@/features/custom-games/components/team-games-list";
import { TeamDetailsPage } from "@/features/custom-teams/components/team-details-page";

/** /custom-team/:id — the team's page with its games below (two features, composed here). */
export function TeamDetailsRoute() {
  return (
    <TeamDetailsPage
      renderGames={(team) => <TeamGamesList teamId={team.id} canCreate={team.canEdit} />}
    />
  );
}
