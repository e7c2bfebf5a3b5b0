import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { TEAM_ID, buildCustomTeam, buildOwnedTeam } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamDetailsPage } from "./team-details-page";

const members: CustomTeam["members"] = [
  {
    userId: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
    username: "coach",
    role: "owner",
    status: "active",
    joinedAt: "2025-11-02T10:00:00.000Z",
    mutedUntil: null,
    actionReason: null,
  },
];

function setup(team: CustomTeam | (() => Response), id = TEAM_ID) {
  storeSignedIn();
  let current = typeof team === "function" ? null : team;
  const fetchMock = mockFetch({
    [`/api/custom-teams/${TEAM_ID}/join`]: () => {
      current = { ...current!, isMember: true, canJoin: false, viewerRole: "member" };
      return jsonResponse(200, { status: "joined", team: current });
    },
    [`/api/custom-teams/${TEAM_ID}/leave`]: () => {
      current = { ...current!, isMember: false, canLeave: false, viewerRole: null };
      return jsonResponse(200, { success: true });
    },
    [`/api/custom-teams/${TEAM_ID}/follow`]: () => {
      current = { ...current!, isFollowing: true, followerCount: 4 };
      return jsonResponse(200, { following: true, followerCount: 4 });
    },
    "/api/custom-teams/": () =>
      typeof team === "function" ? team() : jsonResponse(200, { team: current }),
  });
  renderPage(<TeamDetailsPage />, `/custom-team/${id}`, "/custom-team/:id");
  return fetchMock;
}

describe("TeamDetailsPage", () => {
  it("shows the team's details and members", async () => {
    setup(buildCustomTeam({ members }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Eastside Ballers" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Pickup basketball on Sundays")).toBeInTheDocument();
    expect(screen.getByText("Public Team")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Members (1)" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Team management" })).not.toBeInTheDocument();
  });

  it("joins a team at once and then offers its room", async () => {
    const fetchMock = setup(buildCustomTeam());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Join Team" }));
    expect(await screen.findByText("Successfully Joined Team!")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Visit Team Room" })).toHaveAttribute(
      "href",
      `/room?customTeam=${TEAM_ID}`,
    );
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/join`)[0]![1]?.method).toBe("POST");
  });

  it("offers a fan blocked from a public team no room link, and says why", async () => {
    setup(buildCustomTeam({ isMember: false, viewerRole: "member", viewerStatus: "blocked" }));
    expect(await screen.findByText("You have been blocked from this team.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Visit Team Room" })).not.toBeInTheDocument();
  });

  it("lets a member leave after asking", async () => {
    const fetchMock = setup(
      buildCustomTeam({ isMember: true, canJoin: false, canLeave: true, viewerRole: "member" }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Leave Team" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave Eastside Ballers?" });
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/leave`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Leave Team" }));
    expect(await screen.findByText("You left the team.")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/leave`)[0]![1]?.method).toBe("POST");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Leave Team" })).not.toBeInTheDocument(),
    );
  });

  it("labels the button 'Request to Join' when the owner approves members", async () => {
    setup(buildCustomTeam({ requiresApproval: true, requiresAcceptance: true }));
    expect(await screen.findByRole("button", { name: "Request to Join" })).toBeInTheDocument();
  });

  it("follows the team", async () => {
    setup(buildCustomTeam());
    await userEvent.setup().click(await screen.findByRole("button", { name: "Follow" }));
    expect(await screen.findByText("Team followed successfully!")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Unfollow" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("copies the share URL", async () => {
    setup(buildCustomTeam());
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText("Share URL copied to clipboard!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/teams/join/join${TEAM_ID}`,
    );
  });

  it("gives the owner the management links and the Open Room link", async () => {
    setup(buildOwnedTeam());
    const nav = await screen.findByRole("navigation", { name: "Team management" });
    expect(nav).toHaveTextContent("Manage Members (2 pending requests)");
    expect(screen.getByRole("link", { name: "Edit Team" })).toHaveAttribute(
      "href",
      `/custom/team/${TEAM_ID}/edit`,
    );
    expect(screen.getByRole("link", { name: "Create Game" })).toHaveAttribute(
      "href",
      `/custom/create-game?teamId=${TEAM_ID}`,
    );
    expect(screen.getByRole("link", { name: "Open Room" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
  });

  it("shows the server's sentence for a malformed id", async () => {
    setup(
      () => jsonResponse(400, { error: "Invalid team ID format. Team ID must be a valid UUID." }),
      "nope",
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid team ID format. Team ID must be a valid UUID.",
    );
  });
});
