import { Link, useParams, useSearchParams } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { linkClass } from "@/components/ui/styles";
import { UrlTabs, type TabItem } from "@/components/ui/url-tabs";
import { useCustomTeam } from "../api/get-custom-team";
import { apiErrorText } from "../utils/api-error-text";
import { MANAGE_TEXTS } from "../utils/custom-team-texts";
import { JoinRequestsSection } from "./join-requests-section";
import { TeamMembersSection } from "./team-members-section";
import { TeamSettingsTab } from "./team-settings-tab";
import { TeamWordsTab } from "./team-words-tab";
import { useDocumentTitle } from "@/lib/use-document-title";

type EditTab = "settings" | "members" | "words";

/** spec 001 §2 Team edit page: Word Replacements is the owner's alone. */
function tabsFor(team: CustomTeam): TabItem<EditTab>[] {
  const pending = team.joinRequestCount ?? 0;
  return [
    { id: "settings", label: "Team Settings" },
    { id: "members", label: pending > 0 ? `Manage Members (${pending})` : "Manage Members" },
    ...(team.canManageWordReplacements
      ? [{ id: "words" as const, label: "Word Replacements" }]
      : []),
  ];
}

/** /custom/team/:id/edit — owners and team admins; the server still checks every call. */
export function TeamEditPage() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const query = useCustomTeam(id);

  useDocumentTitle(query.data ? `Edit ${query.data.name}` : "Edit Team");
  if (query.isPending) return <LoadingScreen inline />;
  if (query.isError || !query.data.canEdit) {
    const message = query.isError
      ? apiErrorText(query.error, "Team not found")
      : MANAGE_TEXTS.editForbidden;
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <ErrorBox message={message} />
        <Link to="/custom" className={linkClass}>
          Back to Custom Teams
        </Link>
      </div>
    );
  }
  const team = query.data;
  const tabs = tabsFor(team);
  const asked = params.get("tab");
  const active = tabs.find((t) => t.id === asked)?.id ?? "settings";
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link to={`/custom-team/${team.id}`} className={linkClass}>
        Back to {team.name}
      </Link>
      <h1 className="text-2xl font-bold wrap-anywhere sm:text-3xl">Edit {team.name}</h1>
      <UrlTabs
        label="Team edit sections"
        tabs={tabs}
        active={active}
        panel={
          active === "members" ? (
            <div className="space-y-8">
              <JoinRequestsSection teamId={team.id} />
              <TeamMembersSection team={team} />
            </div>
          ) : active === "words" ? (
            <TeamWordsTab teamId={team.id} />
          ) : (
            <TeamSettingsTab key={team.id} team={team} />
          )
        }
      />
    </div>
  );
}
