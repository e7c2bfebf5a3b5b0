import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { TEAM_ID, buildCustomTeam, buildOwnedTeam } from "@/test/custom-team-factories";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { useCustomTeam } from "../api/get-custom-team";
import { RoomTeamManagementBox } from "./room-team-management-box";

/** Shows the team's name once the shared query has loaded, so absence can be asserted after it. */
function LoadedProbe() {
  const { data } = useCustomTeam(TEAM_ID);
  return data ? <p>Loaded {data.name}</p> : null;
}

function setup(team: CustomTeam) {
  storeSignedIn();
  mockFetch({ [`/api/custom-teams/${TEAM_ID}`]: () => jsonResponse(200, { team }) });
  renderPage(
    <>
      <RoomTeamManagementBox teamId={TEAM_ID} />
      <LoadedProbe />
    </>,
  );
}

describe("RoomTeamManagementBox", () => {
  it("shows the owner Add Game and Manage Team, labelled Team Owner", async () => {
    setup(buildOwnedTeam({ joinRequestCount: 1 }));
    expect(await screen.findByRole("heading", { name: "Team Management" })).toBeInTheDocument();
    expect(screen.getByText("Team Owner · 1 pending request")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add Game" })).toHaveAttribute(
      "href",
      `/custom/create-game?teamId=${TEAM_ID}`,
    );
    expect(screen.getByRole("link", { name: "Manage Team" })).toHaveAttribute(
      "href",
      `/custom/team/${TEAM_ID}/edit?tab=members`,
    );
  });

  it("labels a team admin Team Admin", async () => {
    setup(
      buildOwnedTeam({
        viewerRole: "admin",
        canDelete: false,
        canManageWordReplacements: false,
        joinRequestCount: 0,
      }),
    );
    expect(await screen.findByText("Team Admin")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage Team" })).toHaveAttribute(
      "href",
      `/custom/team/${TEAM_ID}/edit`,
    );
  });

  it("shows nothing to a member", async () => {
    setup(buildCustomTeam({ isMember: true, viewerRole: "member" }));
    await screen.findByText("Loaded Eastside Ballers");
    expect(screen.queryByRole("heading", { name: "Team Management" })).not.toBeInTheDocument();
  });
});
