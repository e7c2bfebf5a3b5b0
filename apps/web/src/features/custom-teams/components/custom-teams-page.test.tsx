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
  /** Answers the search itself (e.g. differently once the fan has asked to join). */
  search?: () => Response | Promise<Response>;
  tab?: string;
}

/** The toast of a card action: fixed to the viewport, so it shows wherever the fan scrolled. */
async function findNotice(title: string) {
  const region = screen.getByRole("region", { name: "Team notice" });
  return (await within(region).findByText(title)).closest("li")!;
}

function setup({ teams = [], followed = [], mine = [], limits, join, search, tab }: Setup = {}) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/custom-teams/search": () => search?.() ?? jsonResponse(200, searchPage(teams)),
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

  it("offers Follow on a private team only to its members, and Unfollow to any follower", async () => {
    setup({
      teams: [
        buildCustomTeam({ id: crypto.randomUUID(), name: "Closed Club", isPublic: false }),
        buildCustomTeam({
          id: crypto.randomUUID(),
          name: "Inner Circle",
          isPublic: false,
          isMember: true,
          viewerRole: "member",
          viewerStatus: "active",
        }),
        buildCustomTeam({
          id: crypto.randomUUID(),
          name: "Shut Out",
          viewerRole: "member",
          viewerStatus: "blocked",
          isFollowing: true,
        }),
      ],
    });
    const card = async (name: string) => screen.findByRole("article", { name });
    expect(within(await card("Closed Club")).queryByRole("button", { name: "Follow" })).toBeNull();
    expect(
      within(await card("Inner Circle")).getByRole("button", { name: "Follow" }),
    ).toBeVisible();
    expect(within(await card("Shut Out")).getByRole("button", { name: "Unfollow" })).toBeVisible();
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
    const notice = await findNotice("Unable to Join Team");
    expect(notice).toHaveTextContent(/This team is full/);
  });

  it("shows 'Join Request Submitted' in a toast that screen readers announce", async () => {
    setup({
      teams: [buildCustomTeam({ requiresApproval: true, requiresAcceptance: true })],
      join: () => jsonResponse(202, { status: "pending", request: buildPendingRequest() }),
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Request to Join" }));
    expect(await findNotice("Join Request Submitted")).toBeVisible();
    await waitFor(() =>
      expect(
        screen.getAllByRole("status").some((s) => /Join Request Submitted/.test(s.textContent)),
      ).toBe(true),
    );
  });

  it("lets the fan dismiss the toast and shows the next notice in a new one", async () => {
    setup({ teams: [buildCustomTeam()] });
    const user = userEvent.setup();
    const share = await screen.findByRole("button", { name: "Share Eastside Ballers" });
    await user.click(share);
    await findNotice("Share URL copied to clipboard!");
    await user.click(
      screen.getByRole("button", { name: "Dismiss: Share URL copied to clipboard!" }),
    );
    expect(screen.queryByText("Share URL copied to clipboard!")).not.toBeInTheDocument();
    await user.click(share);
    expect(await findNotice("Share URL copied to clipboard!")).toBeVisible();
  });

  it("turns 'Request to Join' into a disabled 'Request Pending' once the request is sent", async () => {
    let requested = false;
    setup({
      search: () =>
        jsonResponse(
          200,
          searchPage([
            buildCustomTeam({
              requiresApproval: true,
              requiresAcceptance: true,
              canJoin: !requested,
              hasPendingRequest: requested,
            }),
          ]),
        ),
      join: () => {
        requested = true;
        return jsonResponse(202, { status: "pending", request: buildPendingRequest() });
      },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Request to Join" }));
    const card = screen.getByRole("article", { name: "Eastside Ballers" });
    expect(await within(card).findByRole("button", { name: "Request Pending" })).toBeDisabled();
    expect(within(card).queryByRole("button", { name: "Request to Join" })).not.toBeInTheDocument();
  });

  it("shows 'Request Pending' from the join answer, before the team list is fetched again", async () => {
    const team = buildCustomTeam({ requiresApproval: true, requiresAcceptance: true });
    let refetch: ((response: Response) => void) | undefined;
    let joined = false;
    setup({
      search: () =>
        joined
          ? new Promise<Response>((resolve) => (refetch = resolve))
          : jsonResponse(200, searchPage([team])),
      join: () => {
        joined = true;
        return jsonResponse(202, { status: "pending", request: buildPendingRequest() });
      },
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Request to Join" }));
    expect(await screen.findByRole("button", { name: "Request Pending" })).toBeDisabled();
    await waitFor(() => expect(refetch).toBeDefined());
    refetch!(jsonResponse(200, searchPage([{ ...team, canJoin: false, hasPendingRequest: true }])));
  });

  it("shows a disabled 'Request Pending' on a team the fan already asked to join", async () => {
    setup({
      teams: [
        buildCustomTeam({
          requiresApproval: true,
          requiresAcceptance: true,
          canJoin: false,
          hasPendingRequest: true,
        }),
      ],
    });
    const card = await screen.findByRole("article", { name: "Eastside Ballers" });
    expect(within(card).getByRole("button", { name: "Request Pending" })).toBeDisabled();
    expect(within(card).queryByRole("button", { name: "Request to Join" })).not.toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Follow" })).toBeEnabled();
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
