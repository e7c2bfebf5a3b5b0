import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { teamIdFromShareCode } from "@huddle/contracts/custom-teams";
import { CenteredCard } from "@/components/ui/centered-card";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";
import { useSharedTeam } from "../api/get-shared-team";
import { JOIN_PAGE_TEXTS } from "../utils/custom-team-texts";
import { TeamJoinCard } from "./team-join-card";
import { TeamPreview } from "./team-preview";
import { useDocumentTitle } from "@/lib/use-document-title";

function LinkError({ message }: { message: string }) {
  return (
    <CenteredCard>
      <Notice tone="error">{message}</Notice>
      <Link to="/" className={linkClass}>
        Go to Home
      </Link>
    </CenteredCard>
  );
}

function SharedTeam({
  code,
  signedIn,
  signIn,
}: {
  code: string;
  signedIn: boolean;
  signIn: ReactNode;
}) {
  const query = useSharedTeam(code, signedIn);
  useDocumentTitle(query.data ? `Join ${query.data.name}` : "Join a Team");
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <LinkError message={JOIN_PAGE_TEXTS.loadFailed} />;
  const team = query.data;
  return (
    <CenteredCard>
      {"canJoin" in team ? (
        <TeamJoinCard team={team} />
      ) : (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold wrap-anywhere">{team.name}</h1>
          <TeamPreview team={team} />
          <Notice tone="info">{JOIN_PAGE_TEXTS.signInPrompt}</Notice>
          {signIn}
        </div>
      )}
    </CenteredCard>
  );
}

/**
 * /teams/join/:code (spec 001 §2 Team join page). Signed out: a preview and `signIn` (the app
 * passes its sign-in form, which returns to this link); signed in: details and the join button.
 */
export function TeamJoinPage({ signIn }: { signIn: ReactNode }) {
  const { code = "" } = useParams();
  const { status } = useSession();
  if (teamIdFromShareCode(code) === null)
    return <LinkError message={JOIN_PAGE_TEXTS.invalidLink} />;
  if (status === "restoring") return <LoadingScreen />;
  return <SharedTeam code={code} signedIn={status === "signed-in"} signIn={signIn} />;
}
