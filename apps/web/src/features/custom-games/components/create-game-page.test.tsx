import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { TEAM_ID, buildCustomTeam, buildOwnedTeam, searchPage } from "@/test/custom-team-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { localDateTime } from "../utils/local-date-time";
import { CreateGamePage } from "./create-game-page";

const RIVAL_ID = "7e6d5c4b-3a29-4187-9654-3210fedcba98";

interface Setup {
  team?: CustomTeam | (() => Response);
  mine?: CustomTeam[];
  followed?: CustomTeam[];
  create?: () => Response;
  path?: string;
}

function setup({ team, mine = [], followed = [], create, path }: Setup) {
  storeSignedIn();
  const fetchMock = mockFetch({
    [`/api/custom-teams/${TEAM_ID}/games`]: () =>
      create ? create() : jsonResponse(201, { game: buildCustomGame({ canEdit: true }) }),
    "/api/custom-teams/mine": () => jsonResponse(200, { teams: mine }),
    "/api/custom-teams/followed": () => jsonResponse(200, { teams: followed }),
    "/api/custom-teams/search": () =>
      jsonResponse(200, searchPage([buildCustomTeam({ id: RIVAL_ID, name: "Westside Dunkers" })])),
    "/api/custom-teams/": () =>
      typeof team === "function" ? team() : jsonResponse(200, { team: team ?? buildOwnedTeam() }),
  });
  const { router } = renderRoutes(
    [
      { path: "/custom/create-game", element: <CreateGamePage /> },
      { path: "/custom-game/:id", element: <p>Game page</p> },
    ],
    path ?? `/custom/create-game?teamId=${TEAM_ID}`,
  );
  return { fetchMock, router };
}

const inAnHour = () => localDateTime(new Date(Date.now() + 60 * 60_000));

async function fillValidGame(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Opponent"), "Westside Dunkers");
  await user.type(screen.getByLabelText("Date & Time"), inAnHour());
  await user.type(screen.getByLabelText("Location"), "Zilker Park Court 2");
}

describe("CreateGamePage", () => {
  it("schedules a game for the team in the link and opens it", async () => {
    const { fetchMock, router } = setup({});
    const user = userEvent.setup();
    await fillValidGame(user);
    await user.type(screen.getByLabelText("Description"), "Season opener");
    await user.click(screen.getByRole("button", { name: "Create Game" }));
    expect(await screen.findByText("Game page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/custom-game/${GAME_ID}`);
    const [, init] = callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/games`)[0]!;
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      opponent: "Westside Dunkers",
      location: "Zilker Park Court 2",
      gameDescription: "Season opener",
      opponentTeamId: null,
    });
    expect(new Date(String(body.scheduledFor)).getTime()).toBeGreaterThan(Date.now());
  });

  it("shows the spec's texts for a missing opponent and date", async () => {
    const { fetchMock } = setup({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Create Game" }));
    expect(await screen.findByText("Opponent is required.")).toBeInTheDocument();
    expect(screen.getByText("Game date and time is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Opponent")).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/games`)).toHaveLength(0);
  });

  it("refuses a start in the past", async () => {
    setup({});
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Opponent"), "Westside Dunkers");
    await user.type(
      screen.getByLabelText("Date & Time"),
      localDateTime(new Date(Date.now() - 60 * 60_000)),
    );
    await user.click(screen.getByRole("button", { name: "Create Game" }));
    expect(await screen.findByText("Game date and time must be in the future.")).toBeVisible();
  });

  it("shows the server's refusal", async () => {
    setup({
      create: () =>
        jsonResponse(403, { error: "You do not have permission to create games for this team" }),
    });
    const user = userEvent.setup();
    await fillValidGame(user);
    await user.click(screen.getByRole("button", { name: "Create Game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You do not have permission to create games for this team",
    );
  });

  it("says 'Failed to create game. Please try again.' when the server fails without words", async () => {
    setup({ create: () => jsonResponse(500, {}) });
    const user = userEvent.setup();
    await fillValidGame(user);
    await user.click(screen.getByRole("button", { name: "Create Game" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to create game. Please try again.",
    );
  });

  it("links the opponent to a Huddle team found by name", async () => {
    const { fetchMock } = setup({});
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Opponent on Huddle (optional)"), "westside");
    await user.keyboard("{Enter}");
    const results = await screen.findByRole("list", { name: "Matching teams" });
    await user.click(within(results).getByRole("button", { name: "Choose Westside Dunkers" }));
    expect(screen.getByLabelText("Opponent")).toHaveValue("Westside Dunkers");
    await user.type(screen.getByLabelText("Date & Time"), inAnHour());
    await user.click(screen.getByRole("button", { name: "Create Game" }));
    await screen.findByText("Game page");
    const [, init] = callsTo(fetchMock, `/api/custom-teams/${TEAM_ID}/games`)[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ opponentTeamId: RIVAL_ID });
  });

  it("denies a fan who does not run the team", async () => {
    setup({ team: buildCustomTeam({ canEdit: false }) });
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Permission Required: Only team owners and admins can create games for this team.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Create a game" })).not.toBeInTheDocument();
  });

  it("says 'Team not found' for an unknown team", async () => {
    setup({ team: () => jsonResponse(404, { error: "Team not found" }) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Team not found");
  });

  it("leads back to the team in the link", async () => {
    setup({});
    expect(await screen.findByRole("link", { name: "Back to Team" })).toHaveAttribute(
      "href",
      `/custom-team/${TEAM_ID}`,
    );
  });

  it("leads back to Custom Teams when the link's team id is malformed", async () => {
    setup({
      team: () => jsonResponse(400, { error: "Invalid team ID" }),
      path: "/custom/create-game?teamId=not-a-team",
    });
    expect(await screen.findByRole("link", { name: "Back to Custom Teams" })).toHaveAttribute(
      "href",
      "/custom",
    );
    expect(screen.queryByRole("link", { name: "Back to Team" })).not.toBeInTheDocument();
  });

  it("says 'Failed to load team information' when the team cannot load", async () => {
    setup({ team: () => jsonResponse(500, {}) });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load team information");
  });

  it("without a team in the link, offers the teams the fan owns or helps run", async () => {
    const owned = buildOwnedTeam({ name: "Eastside Ballers" });
    const helped = buildCustomTeam({ id: RIVAL_ID, name: "Alley Cats", canEdit: true });
    const justFollowed = buildCustomTeam({
      id: "0d9c8b7a-6f5e-4d3c-8b2a-190807060504",
      name: "Just Followed",
    });
    setup({ path: "/custom/create-game", mine: [owned], followed: [helped, justFollowed] });
    const select = await screen.findByLabelText("Home Team");
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["Choose a team", "Alley Cats", "Eastside Ballers"]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Create Game" }));
    expect(await screen.findByText("Team ID is required")).toBeInTheDocument();
  });

  it("tells a fan who runs no team how to start one", async () => {
    setup({ path: "/custom/create-game" });
    expect(await screen.findByText("You don't own or help run any teams yet.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Create a Team" })).toHaveAttribute(
      "href",
      "/custom/create-team",
    );
  });
});
