import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { TEAM_ID } from "@/test/custom-team-factories";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { GameTeamGamesPanel, TeamGamesPanel } from "./team-games-panel";

function setup(answer: () => Response) {
  storeSignedIn();
  mockFetch({ [`/api/custom-teams/${TEAM_ID}/games`]: answer });
  renderPage(<TeamGamesPanel teamId={TEAM_ID} title="Team games" />, "/room", "/room");
}

describe("TeamGamesPanel", () => {
  it("lists the team's games, each leading to its game room", async () => {
    setup(() => jsonResponse(200, { games: [buildCustomGame()] }));
    const link = await screen.findByRole("link", { name: "Eastside Ballers vs Westside Dunkers" });
    expect(link).toHaveAttribute("href", `/room?customGame=${GAME_ID}`);
    expect(screen.getByRole("region", { name: "Team games" })).toHaveTextContent("Scheduled");
  });

  it("says when the team has no games", async () => {
    setup(() => jsonResponse(200, { games: [] }));
    expect(await screen.findByText("No games scheduled yet.")).toBeInTheDocument();
  });

  it("says when the games could not be loaded", async () => {
    setup(() => jsonResponse(500, {}));
    expect(await screen.findByText("Failed to load games")).toBeInTheDocument();
  });
});

describe("GameTeamGamesPanel", () => {
  function setupGameRoom(teamGames: () => Response) {
    storeSignedIn();
    mockFetch({
      [`/api/custom-games/${GAME_ID}`]: () =>
        jsonResponse(200, { game: buildCustomGame({ teamId: TEAM_ID }) }),
      [`/api/custom-teams/${TEAM_ID}/games`]: teamGames,
    });
    renderPage(<GameTeamGamesPanel gameId={GAME_ID} title="Team games" />, "/room", "/room");
  }

  it("lists the games of the game's home team in a custom game's room", async () => {
    setupGameRoom(() => jsonResponse(200, { games: [buildCustomGame()] }));
    const panel = screen.getByRole("region", { name: "Team games" });
    expect(await within(panel).findByRole("link", { name: /vs Westside Dunkers/ })).toBeVisible();
  });

  it("tells a spectator of a private team's game that its games are for members", async () => {
    setupGameRoom(() => jsonResponse(403, { error: "This team is private" }));
    expect(await screen.findByText("This team's games are shown to its members.")).toBeVisible();
    expect(screen.queryByText("Failed to load games")).toBeNull();
  });
});
