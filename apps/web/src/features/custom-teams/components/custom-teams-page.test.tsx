import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import {
  TEAM_ID,
  buildCustomTeam,
  buildOwnedTeam,
  buildPendingRequest,
  searchPage,
} from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { CustomTeamsPage } from "./custom-teams-page";

interface Setup {
  teams?: CustomTeam[];
  followed?: CustomTeam[];
  mine?: CustomTeam[];
  limits?: () => Response;
  join?: () => Response;
  tab?: string;
}

function setup({ teams = [], followed = [], mine = [], limits, join, tab }: Setup = {}) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/custom-teams/search": () => jsonResponse(200, searchPage(teams)),
    "/api/custom-teams/followed": () => jsonResponse(200, { teams: followed }),
    "/api/custom-teams/mine": () => jsonResponse(200, { teams: mine }),
    "/api/custom-teams/limits": () =>
      limits?.() ?? jsonResponse(200, { maxTeams: 0, currentTeams: 0, maxMembers: 0 }),
    [`/api/custom-teams/${TEAM_ID}/join`]: () =>
      join?.() ?? jsonResponse(200, { status: "joined", team: buildCustomTeam() }),
    "/api/custom-teams": () => jsonResponse(201, { team: buildOwnedTeam() }),
  });
  const path = tab ? `/custom?tab=${tab}` : "/custom";
  renderPage(<CustomTeamsPage />, path, "/custom");
  return fetchMock;
}

describe("CustomTeamsPage", () => {
  it("browses teams by default and shows each team's card", async () => {
    setup({ teams: [buildCustomTeam()] });
    expect(await screen.findByRole("heading", { name: "Teams Found (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Browse Teams" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const card = screen.getByRole("article", { name: "Eastside Ballers" });
    expect(within(card).getByText("Public")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Join Team" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Follow" })).toBeInTheDocument();
  });

  it("says no team matched with the spec's empty state", async () => {
    setup();
    expect(await screen.findByText("No teams found matching your criteria")).toBeInTheDocument();
    expect(screen.getByText("Try adjusting your search filters")).toBeInTheDocument();
  });

  it("sends the browse filters when Search is pressed", async () => {
    const fetchMock = setup();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Teams Found (0)" });
    await user.type(screen.getByLabelText("Search teams"), "ballers");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.click(screen.getByRole("button", { name: "Search" }));
    // The heading already reads (0) before the new request goes out: wait for the request itself.
    await waitFor(() => {
      const [url] = callsTo(fetchMock, "/api/custom-teams/search").at(-1)!;
      const params = new URL(String(url), "http://localhost").searchParams;
      expect(params.get("query")).toBe("ballers");
      expect(params.get("sport")).toBe("Basketball");
      expect(params.has("location")).toBe(false);
    });
  });

  it("shows the followed and my-teams empty texts", async () => {
    setup({ tab: "followed" });
    expect(await screen.findByText("You haven't followed any teams yet")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Followed Teams (0)" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("tab", { name: "My Teams" }));
    expect(await screen.findByText("You haven't created any teams yet")).toBeInTheDocument();
  });

  it("links My Teams to the manage page when the fan owns a team", async () => {
    setup({ tab: "my-teams", mine: [buildOwnedTeam()] });
    expect(await screen.findByRole("link", { name: "Manage Your Teams" })).toHaveAttribute(
      "href",
      "/custom/manage",
    );
  });

  it("moves between tabs with the arrow keys", async () => {
    setup();
    const user = userEvent.setup();
    const browse = await screen.findByRole("tab", { name: "Browse Teams" });
    browse.focus();
    await user.keyboard("{ArrowRight}");
    const followed = screen.getByRole("tab", { name: "Followed Teams" });
    // Radix moves focus on the next tick; focusing a tab selects it.
    await waitFor(() => expect(followed).toHaveAttribute("aria-selected", "true"));
    expect(followed).toHaveFocus();
    await user.keyboard("{End}");
    await waitFor(() => expect(screen.getByRole("tab", { name: "My Teams" })).toHaveFocus());
  });

  it("tells a free account why it cannot create a team and links to Premium", async () => {
    setup({ tab: "create" });
    expect(await screen.findByText(/does not include creating custom teams/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Premium plans" })).toHaveAttribute(
      "href",
      "/premium",
    );
    expect(screen.queryByRole("form", { name: "Create a team" })).not.toBeInTheDocument();
  });

  it("falls back to the tier's limits and says so when the limits call fails", async () => {
    setup({ tab: "create", limits: () => jsonResponse(500, { error: "boom" }) });
    expect(
      await screen.findByText("Failed to load teams data. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Premium plans" })).toBeInTheDocument();
  });

  it("shows the form to a plan with room and switches to My Teams after creating", async () => {
    setup({
      tab: "create",
      limits: () => jsonResponse(200, { maxTeams: 10, currentTeams: 0, maxMembers: 50 }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Team Name"), "Eastside Ballers");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.click(screen.getByRole("button", { name: "Create Team" }));
    expect(await screen.findByText("Team created successfully!")).toBeInTheDocument();
    // The router applies ?tab= asynchronously.
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "My Teams" })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
  });

  it("says 'Join Request Submitted' when the team needs approval", async () => {
    setup({
      teams: [buildCustomTeam({ requiresApproval: true, requiresAcceptance: true })],
      join: () => jsonResponse(202, { status: "pending", request: buildPendingRequest() }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Request to Join" }));
    expect(await screen.findByText("Join Request Submitted")).toBeInTheDocument();
  });

  it("warns 'Already a Team Member' when the server says so", async () => {
    setup({
      teams: [buildCustomTeam()],
      join: () => jsonResponse(409, { error: "You are already a member of this team" }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Join Team" }));
    expect(await screen.findByText("Already a Team Member")).toBeInTheDocument();
  });

  it("shows 'Unable to Join Team' with the server's words for a full team", async () => {
    setup({
      teams: [buildCustomTeam()],
      join: () =>
        jsonResponse(400, {
          error: "This team is full: its owner's plan allows 10 people on a team.",
        }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Join Team" }));
    expect(await screen.findByText("Unable to Join Team")).toBeInTheDocument();
    expect(screen.getByText(/This team is full/)).toBeInTheDocument();
  });

  it("copies the share URL and says so", async () => {
    setup({ teams: [buildCustomTeam()] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Share Eastside Ballers" }));
    expect(await screen.findByText("Share URL copied to clipboard!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/teams/join/join${TEAM_ID}`,
    );
  });
});
