import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { teamIdParamsSchema, type CustomTeam } from "@huddle/contracts/custom-teams";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { HttpError } from "@/lib/http/http-error";
import { useManagedTeams, useTeam } from "../api/get-managed-teams";
import { actionErrorMessage } from "../utils/action-error";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { CreateGameFormView } from "./create-game-form";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /custom/create-game[?teamId=] (spec 001 §2 Game pages): team owners and admins only. */
export function CreateGamePage() {
  useDocumentTitle("Create a Game");
  const [params] = useSearchParams();
  const teamId = params.get("teamId")?.trim() || null;
  // A malformed id names no team to go back to (the page below says it is invalid).
  const backToTeam = teamId !== null && teamIdParamsSchema.safeParse({ id: teamId }).success;
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link to={backToTeam ? `/custom-team/${teamId}` : "/custom"} className={linkClass}>
        {backToTeam ? "Back to Team" : "Back to Custom Teams"}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">Create a Game</h1>
      {teamId ? <ForNamedTeam teamId={teamId} /> : <ForManagedTeams />}
    </div>
  );
}

function teamLoadError(error: unknown): string {
  if (error instanceof HttpError && error.status === 404) return CUSTOM_GAME_TEXTS.teamNotFound;
  if (error instanceof HttpError && error.status === 400) {
    return actionErrorMessage(error, CUSTOM_GAME_TEXTS.teamLoadFailed);
  }
  return CUSTOM_GAME_TEXTS.teamLoadFailed;
}

/** The team from the link: its managers get the form, everyone else the spec's denial. */
function ForNamedTeam({ teamId }: { teamId: string }) {
  const query = useTeam(teamId);
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError) return <ErrorBox message={teamLoadError(query.error)} />;
  if (!query.data.canEdit) {
    return (
      <Notice tone="error" title={CUSTOM_GAME_TEXTS.accessDenied}>
        {CUSTOM_GAME_TEXTS.permissionRequired}
      </Notice>
    );
  }
  return <FormFor teams={[query.data]} />;
}

/** No team in the link: choose among the teams the viewer owns or helps run. */
function ForManagedTeams() {
  const query = useManagedTeams(true);
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError) return <ErrorBox message={CUSTOM_GAME_TEXTS.teamLoadFailed} />;
  if (query.data.length === 0) {
    return (
      <EmptyState>
        <Link to="/custom/create-team" className={linkClass}>
          Create a Team
        </Link>
      </EmptyState>
    );
  }
  return <FormFor teams={query.data} />;
}

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-2 rounded-lg border border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
      <p>{CUSTOM_GAME_TEXTS.noManagedTeams}</p>
      {children}
    </div>
  );
}

function FormFor({ teams }: { teams: CustomTeam[] }) {
  const navigate = useNavigate();
  return (
    <CreateGameFormView
      teams={teams.map(({ id, name }) => ({ id, name }))}
      onCreated={(game) => navigate(`/custom-game/${game.id}`)}
    />
  );
}
