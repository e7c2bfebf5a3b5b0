import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { TEAM_ID } from "@/test/custom-team-factories";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { TeamGamesList } from "./team-games-list";

const LATER_ID = "8f7e6d5c-4b3a-4291-8807-f6e5d4c3b2a1";

function setup(answer: () => Response, canCreate = false) {
  storeSignedIn();
  mockFetch({ [`/api/custom-teams/${TEAM_ID}/games`]: answer });
  renderPage(
    <>
      <h1>Team page</h1>
      <TeamGamesList teamId={TEAM_ID} canCreate={canCreate} />
    </>,
  );
}

describe("TeamGamesList", () => {
  it("lists the team's games with their computed status, each linking to its page", async () => {
    const games = [
      buildCustomGame({ status: "completed", gameStatus: "completed" }),
      buildCustomGame({
        id: LATER_ID,
        gameId: LATER_ID,
        opponent: "Alley Cats",
        name: "Eastside Ballers vs Alley Cats",
      }),
    ];
    setup(() => jsonResponse(200, { games }));
    expect(await screen.findByRole("heading", { name: "Games (2)" })).toBeVisible();
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", `/custom-game/${GAME_ID}`);
    expect(within(items[0]!).getByText("Completed")).toBeVisible();
    expect(
      within(items[1]!).getByRole("link", { name: "Eastside Ballers vs Alley Cats" }),
    ).toHaveAttribute("href", `/custom-game/${LATER_ID}`);
    expect(within(items[1]!).getByText("Scheduled")).toBeVisible();
  });

  it("invites a team's manager to schedule the first game", async () => {
    setup(() => jsonResponse(200, { games: [] }), true);
    expect(await screen.findByText(/No games scheduled yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Schedule the first one" })).toHaveAttribute(
      "href",
      `/custom/create-game?teamId=${TEAM_ID}`,
    );
  });

  it("shows a member the empty state without the invitation", async () => {
    setup(() => jsonResponse(200, { games: [] }), false);
    expect(await screen.findByText(/No games scheduled yet/)).toBeVisible();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows nothing to a fan who may not see the team's games", async () => {
    let answered = false;
    setup(() => {
      answered = true;
      return jsonResponse(403, {
        error: "This team is private. Request to join to see its members and games.",
      });
    });
    await screen.findByRole("heading", { name: "Team page" });
    await expect.poll(() => answered).toBe(true);
    expect(screen.queryByRole("heading", { name: /Games/ })).not.toBeInTheDocument();
  });
});
