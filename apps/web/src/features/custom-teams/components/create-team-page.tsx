import { Link, useNavigate } from "react-router";
import { roomUrl } from "@huddle/contracts/rules/room";
import { linkClass } from "@/components/ui/styles";
import { CreateTeamPanel } from "./create-team-panel";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /custom/create-team (spec 001 §2 Create team page); a new team opens in its room. */
export function CreateTeamPage() {
  useDocumentTitle("Create a Team");
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link to="/custom" className={linkClass}>
        Back to Custom Teams
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">Create a Team</h1>
      <CreateTeamPanel
        onCreated={(team) => navigate(roomUrl({ type: "custom-team", customTeamId: team.id }))}
      />
    </div>
  );
}
