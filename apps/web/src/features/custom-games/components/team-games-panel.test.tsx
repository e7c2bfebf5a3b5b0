import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { TEAM_ID } from "@/test/custom-team-factories";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamGamesPanel } from "./team-games-panel";

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
