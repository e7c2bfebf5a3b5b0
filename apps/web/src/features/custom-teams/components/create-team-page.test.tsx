import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TEAM_ID, buildOwnedTeam } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { CreateTeamPage } from "./create-team-page";

function setup(create: () => Response = () => jsonResponse(201, { team: buildOwnedTeam() })) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/custom-teams/limits": () =>
      jsonResponse(200, { maxTeams: 1, currentTeams: 0, maxMembers: 10 }),
    "/api/custom-teams": create,
  });
  const view = renderRoutes(
    [
      { path: "/custom/create-team", element: <CreateTeamPage /> },
      { path: "/room", element: <p>Team room</p> },
    ],
    "/custom/create-team",
  );
  return { fetchMock, ...view };
}

describe("CreateTeamPage", () => {
  it("keeps Create Team disabled until a name and a sport are given", async () => {
    setup();
    const user = userEvent.setup();
    const submit = await screen.findByRole("button", { name: "Create Team" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Team Name"), "Eastside Ballers");
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    expect(submit).toBeEnabled();
  });

  it("shows the spec's text for a blank name and takes a two-letter one", async () => {
    setup();
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Team Name");
    await user.type(name, "   ");
    await user.tab();
    expect(await screen.findByText("Team name is required.")).toBeInTheDocument();
    expect(name).toHaveAttribute("aria-invalid", "true");
    // Spec 001 §5 asks for three characters on edit only.
    await user.clear(name);
    await user.type(name, "KC");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid", "true"));
    expect(screen.queryByText("Team name must be at least 3 characters")).not.toBeInTheDocument();
  });

  it("offers the location placeholder and a 'Back to Custom Teams' link", async () => {
    setup();
    expect(await screen.findByPlaceholderText("City, State")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Custom Teams" })).toHaveAttribute(
      "href",
      "/custom",
    );
  });

  it("creates the team with the create page's defaults and opens its room", async () => {
    const { fetchMock, router } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Team Name"), "  Eastside Ballers ");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.type(screen.getByLabelText("Location"), "Austin, TX");
    expect(screen.getByLabelText("Skill Level")).toHaveValue("Recreational");
    await user.click(screen.getByRole("button", { name: "Create Team" }));
    await waitFor(() =>
      expect(router.state.location).toMatchObject({
        pathname: "/room",
        search: `?customTeam=${TEAM_ID}`,
      }),
    );
    const [, init] = callsTo(fetchMock, "/api/custom-teams").find(([, i]) => i?.method === "POST")!;
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Eastside Ballers",
      description: "",
      location: "Austin, TX",
      sport: "Basketball",
      skillLevel: "Recreational",
      isPublic: true,
      requiresApproval: true,
    });
  });

  it("shows a 400's error with its details", async () => {
    setup(() =>
      jsonResponse(400, { error: "Validation failed", details: ["Choose a sport from the list"] }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Team Name"), "Eastside Ballers");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.click(screen.getByRole("button", { name: "Create Team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Validation failed: Choose a sport from the list",
    );
  });

  it("shows the content filter's refusal as its one sentence", async () => {
    setup(() =>
      jsonResponse(400, {
        error: "Team Name was blocked by the content filter.",
        details: ["Message blocked by content filter"],
        field: "name",
      }),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Team Name"), "Eastside Ballers");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.click(screen.getByRole("button", { name: "Create Team" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Team Name was blocked by the content filter.");
    expect(alert).not.toHaveTextContent("Message blocked");
  });

  it("says 'Failed to create team. Please try again.' when the server fails without words", async () => {
    setup(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Team Name"), "Eastside Ballers");
    await user.selectOptions(screen.getByLabelText("Sport"), "Basketball");
    await user.click(screen.getByRole("button", { name: "Create Team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to create team. Please try again.",
    );
  });
});
