import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { TEAM_ID, buildCustomTeam, buildOwnedTeam } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { ManageTeamsPage } from "./manage-teams-page";
import { TeamEditPage } from "./team-edit-page";

const EDIT = `/custom/team/${TEAM_ID}/edit`;

function setup(
  team: CustomTeam,
  put: (body: Record<string, unknown>) => Response = () => jsonResponse(200, { team }),
) {
  storeSignedIn();
  const fetchMock = mockFetch({
    [`/api/custom-teams/${TEAM_ID}/members`]: () => jsonResponse(200, { members: [] }),
    [`/api/custom-teams/${TEAM_ID}/join-requests`]: () => jsonResponse(200, { requests: [] }),
    [`/api/custom-teams/${TEAM_ID}/word-replacements`]: () =>
      jsonResponse(200, { wordReplacements: [] }),
    [`/api/custom-teams/${TEAM_ID}`]: (_url, init) =>
      init?.method === "PUT"
        ? put(JSON.parse(String(init.body)) as Record<string, unknown>)
        : jsonResponse(200, { team }),
  });
  const view = renderRoutes(
    [
      { path: "/custom/team/:id/edit", element: <TeamEditPage /> },
      { path: "/custom-team/:id", element: <p>Team page</p> },
    ],
    EDIT,
  );
  return { fetchMock, ...view };
}

describe("TeamEditPage", () => {
  it("gives the owner three tabs, with the pending-request count on Manage Members", async () => {
    setup(buildOwnedTeam({ joinRequestCount: 3 }));
    expect(await screen.findByRole("tab", { name: "Team Settings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Manage Members (3)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Word Replacements" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Team" })).toBeInTheDocument();
  });

  it("gives a team admin settings and members but not Word Replacements or Delete", async () => {
    setup(
      buildOwnedTeam({
        viewerRole: "admin",
        canDelete: false,
        canManageWordReplacements: false,
        joinRequestCount: 0,
      }),
    );
    expect(await screen.findByRole("tab", { name: "Manage Members" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Word Replacements" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Team" })).not.toBeInTheDocument();
  });

  it("tells a fan who may not edit so, without the form", async () => {
    setup(buildCustomTeam({ isMember: true, viewerRole: "member" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You do not have permission to edit this team",
    );
    expect(screen.queryByRole("form", { name: "Team settings" })).not.toBeInTheDocument();
  });

  it("tracks unsaved changes: Save stays disabled until something changes; Reset restores", async () => {
    setup(buildOwnedTeam());
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: "Team Name" });
    const save = screen.getByRole("button", { name: "Save Changes" });
    expect(save).toBeDisabled();
    await user.type(name, " Two");
    expect(save).toBeEnabled();
    expect(screen.getByText("You have unsaved changes.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset Changes" }));
    expect(name).toHaveValue("Eastside Ballers");
    expect(save).toBeDisabled();
  });

  it("asks before leaving with unsaved changes; staying keeps the draft", async () => {
    setup(buildOwnedTeam());
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: "Team Name" });
    await user.type(name, " Two");
    await user.click(screen.getByRole("tab", { name: /Manage Members/ }));
    const dialog = screen.getByRole("dialog", { name: "Discard unsaved changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("tab", { name: "Team Settings" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(name).toHaveValue("Eastside Ballers Two");
    // Closed for good: focus went back to the selected tab, not the one that asked (which would
    // select itself on focus and ask again), and Escape closes it the same way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: /Manage Members/ }));
    await user.keyboard("{Escape}");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /Manage Members/ }));
    await user.click(screen.getByRole("button", { name: "Discard Changes" }));
    expect(await screen.findByRole("heading", { name: "Members (0)" })).toBeInTheDocument();
  });

  it("shows the contracts' messages and sends nothing", async () => {
    const { fetchMock } = setup(buildOwnedTeam());
    const user = userEvent.setup();
    const name = await screen.findByRole("textbox", { name: "Team Name" });
    await user.clear(name);
    await user.type(name, "Ab");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Team name must be at least 3 characters",
    );
    await user.clear(name);
    await user.type(name, " ");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Team name is required");
    const puts = callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}`).filter(
      ([, init]) => init?.method === "PUT",
    );
    expect(puts).toHaveLength(0);
  });

  it("saves only the changed fields, shows the success screen, then goes to the team page", async () => {
    const sent: Record<string, unknown>[] = [];
    setup(buildOwnedTeam(), (body) => {
      sent.push(body);
      return jsonResponse(200, { team: buildOwnedTeam({ name: "Eastside Ballers Two" }) });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Team Name" }), " Two");
    await user.click(screen.getByRole("switch", { name: "Public team" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Age Range" }), "");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Team updated successfully!")).toBeInTheDocument();
    expect(sent).toEqual([{ name: "Eastside Ballers Two", isPublic: false, ageRange: null }]);
    await waitFor(() => expect(screen.getByText("Team page")).toBeInTheDocument(), {
      timeout: 3_000,
    });
  });

  it("shows the server's sentence when the save is refused", async () => {
    setup(buildOwnedTeam(), () => jsonResponse(400, { error: "No changes to save" }));
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Location" }), "!");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No changes to save");
    expect(screen.queryByText("Team updated successfully!")).not.toBeInTheDocument();
  });

  it("asks before deleting, then the manage page says 'Team deleted successfully.' (browser QA)", async () => {
    storeSignedIn();
    const fetchMock = mockFetch({
      "/api/custom-teams/mine": () => jsonResponse(200, { teams: [] }),
      [`/api/custom-teams/${TEAM_ID}`]: (_url, init) =>
        init?.method === "DELETE"
          ? jsonResponse(200, { success: true })
          : jsonResponse(200, { team: buildOwnedTeam() }),
    });
    renderRoutes(
      [
        { path: "/custom/team/:id/edit", element: <TeamEditPage /> },
        { path: "/custom/manage", element: <ManageTeamsPage /> },
      ],
      EDIT,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Team" }));
    expect(screen.getByRole("dialog", { name: "Delete Eastside Ballers?" })).toBeInTheDocument();
    const confirm = screen.getAllByRole("button", { name: "Delete Team" }).at(-1)!;
    await user.click(confirm);
    expect(await screen.findByRole("heading", { name: "Manage Your Teams" })).toHaveFocus();
    expect(await screen.findByText("Team deleted successfully.")).toBeInTheDocument();
    expect(
      callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}`).some(([, i]) => i?.method === "DELETE"),
    ).toBe(true);
  });
});
