import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { TEAM_ID, buildCustomTeam, buildPendingRequest } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { useCustomTeam } from "../api/get-custom-team";
import { RoomJoinTeamAction } from "./room-join-team-action";

function LoadedProbe() {
  const { data } = useCustomTeam(TEAM_ID);
  return data ? <p>Loaded {data.name}</p> : null;
}

/** The team as the server has it: a join's answer replaces it, as a refetch would read it. */
function setup(
  team: CustomTeam,
  join?: () => { status: number; body: Record<string, unknown> },
  onJoined = vi.fn(),
) {
  storeSignedIn();
  let current = team;
  const fetchMock = mockFetch({
    [`/api/custom-teams/${TEAM_ID}/join`]: () => {
      const answer = join!();
      if (answer.body.team) current = answer.body.team as CustomTeam;
      return jsonResponse(answer.status, answer.body);
    },
    [`/api/custom-teams/${TEAM_ID}`]: () => jsonResponse(200, { team: current }),
  });
  renderPage(
    <>
      <RoomJoinTeamAction teamId={TEAM_ID} onJoined={onJoined} />
      <LoadedProbe />
    </>,
  );
  return { fetchMock, onJoined };
}

describe("RoomJoinTeamAction", () => {
  it("lets a fan reading a public team's room join it there", async () => {
    const outsider = buildCustomTeam({ isMember: false, canJoin: true });
    const { fetchMock, onJoined } = setup(outsider, () => ({
      status: 200,
      body: {
        status: "joined",
        team: { ...outsider, isMember: true, canJoin: false, viewerRole: "member" },
      },
    }));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Join Team" }));
    expect(await screen.findByText("Successfully Joined Team!")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join Team" })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/join`)).toHaveLength(1);
    expect(onJoined).toHaveBeenCalledOnce();
  });

  it("asks to join a team that approves its members, then says the request is pending", async () => {
    const team = buildCustomTeam({ isMember: false, canJoin: true, requiresApproval: true });
    setup(team, () => ({
      status: 202,
      body: { status: "pending", request: buildPendingRequest() },
    }));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Request to Join" }));
    expect(await screen.findByText("Join Request Submitted")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Request Pending" })).toBeDisabled();
  });

  it("offers nothing to a member", async () => {
    setup(buildCustomTeam({ isMember: true, viewerRole: "member", canJoin: false }));
    await screen.findByText("Loaded Eastside Ballers");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
