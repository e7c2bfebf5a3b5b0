import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  TEAM_ID,
  buildCustomTeam,
  buildPendingRequest,
  buildTeamPreview,
} from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { TeamJoinPage } from "./team-join-page";

const preview = buildTeamPreview();

function setup(share: () => Response, join?: () => Response, code = `join${TEAM_ID}`) {
  const fetchMock = mockFetch({
    "/api/custom-teams/share/": share,
    [`/api/custom-teams/${TEAM_ID}/join`]: join ?? (() => jsonResponse(500, {})),
  });
  const view = renderRoutes(
    [
      { path: "/teams/join/:code", element: <TeamJoinPage signIn={<p>Sign-in form</p>} /> },
      { path: "/room", element: <p>Team room</p> },
    ],
    `/teams/join/${code}`,
  );
  return { fetchMock, ...view };
}

describe("TeamJoinPage", () => {
  it("shows a signed-out visitor the preview and the sign-in form", async () => {
    const { fetchMock } = setup(() => jsonResponse(200, { team: preview }));
    expect(await screen.findByRole("heading", { name: "Eastside Ballers" })).toBeInTheDocument();
    expect(screen.getByText("Pickup basketball on Sundays")).toBeInTheDocument();
    expect(screen.getByText("Please log in to join the team")).toBeInTheDocument();
    expect(screen.getByText("Sign-in form")).toBeInTheDocument();
    const [url] = callsTo(fetchMock, "/api/custom-teams/share/")[0]!;
    expect(String(url)).toContain(`/api/custom-teams/share/join${TEAM_ID}`);
  });

  it("refuses a malformed link without asking the server", async () => {
    const { fetchMock } = setup(() => jsonResponse(200, { team: preview }), undefined, "join123");
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid team link");
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says the link is invalid when the team is gone", async () => {
    setup(() => jsonResponse(404, { error: "Team not found or link is invalid" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The team link appears to be invalid or the team may have been removed.",
    );
  });

  it("submits a signed-in fan's request to join", async () => {
    storeSignedIn();
    setup(
      () =>
        jsonResponse(200, {
          team: buildCustomTeam({ requiresApproval: true, requiresAcceptance: true }),
        }),
      () => jsonResponse(202, { status: "pending", request: buildPendingRequest() }),
    );
    expect(await screen.findByText("Public Team")).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Request to Join Eastside Ballers" }));
    expect(
      await screen.findByText("Join request submitted! Wait for team owner approval."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This team will appear in your followed teams once you are accepted."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Other Teams" })).toHaveAttribute(
      "href",
      "/custom",
    );
  });

  it("joins an open team and goes to its room after 2 s", async () => {
    storeSignedIn();
    const { router } = setup(
      () => jsonResponse(200, { team: buildCustomTeam() }),
      () => jsonResponse(200, { status: "joined", team: buildCustomTeam({ isMember: true }) }),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Join Eastside Ballers" }));
    expect(await screen.findByText("Successfully Joined Team!")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/teams/join/join${TEAM_ID}`);
    await waitFor(() => expect(router.state.location.search).toBe(`?customTeam=${TEAM_ID}`), {
      timeout: 3_000,
    });
  });

  it("says 'You are already a member of this team' on a 409", async () => {
    storeSignedIn();
    setup(
      () => jsonResponse(200, { team: buildCustomTeam() }),
      () => jsonResponse(409, { error: "You are already a member of this team" }),
    );
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Join Eastside Ballers" }));
    expect(await screen.findByText("You are already a member of this team")).toBeInTheDocument();
  });

  it("says 'Failed to join team. Please try again.' on any other failure", async () => {
    storeSignedIn();
    setup(() => jsonResponse(200, { team: buildCustomTeam() }));
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Join Eastside Ballers" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to join team. Please try again.",
    );
  });
});
