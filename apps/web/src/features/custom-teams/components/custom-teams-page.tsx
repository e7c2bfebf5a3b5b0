import { Link, useSearchParams } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { linkClass } from "@/components/ui/styles";
import { UrlTabs } from "@/components/ui/url-tabs";
import { useFollowedCustomTeams } from "../api/get-followed-custom-teams";
import { useMyTeams } from "../api/get-my-teams";
import { useTeamActions } from "../hooks/use-team-actions";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import { CUSTOM_TEAMS_TABS, parseCustomTeamsTab } from "../utils/custom-teams-tab";
import { ActionToast } from "./action-toast";
import { BrowseTab } from "./browse-tab";
import { CreateTeamPanel } from "./create-team-panel";
import { TeamListTab } from "./team-list-tab";
import { useDocumentTitle } from "@/lib/use-document-title";

function FollowedTab({ actions }: { actions: ReturnType<typeof useTeamActions> }) {
  const query = useFollowedCustomTeams();
  return (
    <TeamListTab
      title="Followed Teams"
      emptyText={CUSTOM_TEAM_TEXTS.followedEmpty}
      query={query}
      actions={actions}
    />
  );
}

function MyTeamsTab({ actions }: { actions: ReturnType<typeof useTeamActions> }) {
  const query = useMyTeams();
  return (
    <TeamListTab
      title="My Teams"
      emptyText={CUSTOM_TEAM_TEXTS.mineEmpty}
      query={query}
      actions={actions}
      extraAction={
        query.data?.length ? (
          <Link to="/custom/manage" className={linkClass}>
            Manage Your Teams
          </Link>
        ) : null
      }
    />
  );
}

/** /custom (spec 001 §2 Custom Teams page): Browse, Followed, Create and My Teams tabs. */
export function CustomTeamsPage() {
  useDocumentTitle("Custom Teams");
  const [params, setParams] = useSearchParams();
  const active = parseCustomTeamsTab(params.get("tab"));
  const actions = useTeamActions();

  // spec 001 §4: after a successful creation the page switches to My Teams.
  function onCreated(_team: CustomTeam) {
    actions.showNotice({ tone: "success", title: CUSTOM_TEAM_TEXTS.created });
    setParams({ tab: "my-teams" }, { replace: true });
  }

  const panels = {
    browse: <BrowseTab actions={actions} />,
    followed: <FollowedTab actions={actions} />,
    create: <CreateTeamPanel onCreated={onCreated} />,
    "my-teams": <MyTeamsTab actions={actions} />,
  };
  return (
    <>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold sm:text-3xl">Custom Teams</h1>
        <UrlTabs
          label="Custom teams"
          tabs={CUSTOM_TEAMS_TABS}
          active={active}
          panel={panels[active]}
        />
      </div>
      {/* Fixed to the viewport; outside the spaced column so its empty region adds no gap. */}
      <ActionToast notice={actions.notice} onDismiss={actions.dismissNotice} />
    </>
  );
}
