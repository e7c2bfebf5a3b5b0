import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { TEAM_ID, buildOwnedTeam } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { ManageTeamsPage } from "./manage-teams-page";

function setup(initial: CustomTeam[] | (() => Response), onDelete?: () => Response) {
  storeSignedIn();
  let teams = typeof initial === "function" ? [] : initial;
  const fetchMock = mockFetch({
    "/api/custom-teams/mine": () =>
      typeof initial === "function" ? initial() : jsonResponse(200, { teams }),
    [`/api/custom-teams/${TEAM_ID}`]: () => {
      if (onDelete) return onDelete();
      teams = teams.filter((t) => t.id !== TEAM_ID);
      return jsonResponse(200, { success: true });
    },
  });
  renderPage(<ManageTeamsPage />, "/custom/manage");
  return fetchMock;
}

describe("ManageTeamsPage", () => {
  it("lists the owned teams with their counts, badge and actions", async () => {
    setup([buildOwnedTeam({ messageCount: 12, joinRequestCount: 2, isPublic: false })]);
    const card = await screen.findByRole("listitem", { name: /Eastside Ballers/ });
    expect(within(card).getByText("Private")).toBeInTheDocument();
    expect(within(card).getByText("2 pending requests")).toBeInTheDocument();
    expect(within(card).getByText("Pickup basketball on Sundays")).toBeInTheDocument();
    expect(within(card).getByText("Messages:").nextSibling).toHaveTextContent("12");
    expect(within(card).getByText("Members:").nextSibling).toHaveTextContent("4");
    expect(within(card).getByText("Games:").nextSibling).toHaveTextContent("1");
    expect(within(card).getByText("Austin, TX")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "View Team" })).toHaveAttribute(
      "href",
      `/custom-team/${TEAM_ID}`,
    );
    expect(within(card).getByRole("link", { name: "Edit Team & Manage Members" })).toHaveAttribute(
      "href",
      `/custom/team/${TEAM_ID}/edit`,
    );
  });

  it("offers 'Create Your First Team' when the user owns none", async () => {
    setup([]);
    expect(await screen.findByRole("link", { name: "Create Your First Team" })).toHaveAttribute(
      "href",
      "/custom/create-team",
    );
  });

  it("shows 'Failed to load your teams.' when the list fails", async () => {
    setup(() => jsonResponse(500, { error: "boom" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load your teams.");
  });

  it("asks before deleting; Cancel keeps the team, Delete removes it", async () => {
    const fetchMock = setup([buildOwnedTeam()]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Team" }));
    const dialog = screen.getByRole("dialog", { name: "Delete Eastside Ballers?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Team" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete Team" }),
    );
    expect(await screen.findByText("Team deleted successfully.")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}`)[0]![1]?.method).toBe("DELETE");
    await waitFor(() =>
      expect(screen.getByRole("link", { name: "Create Your First Team" })).toBeInTheDocument(),
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
  });

  it("says 'Failed to delete team.' when the delete fails", async () => {
    setup([buildOwnedTeam()], () => jsonResponse(500, { error: "nope" }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Team" }));
    await user.click(
      within(screen.getByRole("dialog")).getByRole("button", { name: "Delete Team" }),
    );
    expect(await screen.findByText("Failed to delete team.")).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: /Eastside Ballers/ })).toBeInTheDocument();
  });
});
