import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomGame } from "@huddle/contracts/custom-games";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { GameDetailsPage } from "./game-details-page";

function setup(answer: CustomGame | (() => Response), id = GAME_ID) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/custom-games/": () =>
      typeof answer === "function" ? answer() : jsonResponse(200, { game: answer }),
  });
  renderPage(<GameDetailsPage />, `/custom-game/${id}`, "/custom-game/:id");
  return fetchMock;
}

describe("GameDetailsPage", () => {
  it("shows the teams, time, place, status and the link to the game's chat room", async () => {
    setup(buildCustomGame());
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Eastside Ballers vs Westside Dunkers",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText("Scheduled")).toBeInTheDocument();
    expect(screen.getByText("Zilker Park Court 2")).toBeInTheDocument();
    expect(screen.getByText("Season opener")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Eastside Ballers" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/custom-team\//),
    );
    expect(screen.getByRole("link", { name: "Open Game Chat" })).toHaveAttribute(
      "href",
      `/room?customGame=${GAME_ID}`,
    );
  });

  it("offers Edit Game only to those who may edit it", async () => {
    setup(buildCustomGame({ canEdit: true }));
    expect(await screen.findByRole("link", { name: "Edit Game" })).toHaveAttribute(
      "href",
      `/custom/game/${GAME_ID}/edit`,
    );
  });

  it("hides Edit Game from a fan who may not edit", async () => {
    setup(buildCustomGame({ canEdit: false }));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("link", { name: "Edit Game" })).not.toBeInTheDocument();
  });

  it("shows a live game's status and score as the server computed them", async () => {
    setup(buildCustomGame({ status: "live", gameStatus: "live", teamScore: 12, opponentScore: 9 }));
    expect(await screen.findByText("Live")).toBeInTheDocument();
    expect(screen.getByText("12 – 9")).toBeInTheDocument();
  });

  it("reloads the game when its start passes, so the status follows the clock", async () => {
    const startsSoon = buildCustomGame({
      scheduledFor: new Date(Date.now() + 1_000).toISOString(),
    });
    let calls = 0;
    setup(() => {
      calls += 1;
      const game =
        calls === 1
          ? startsSoon
          : { ...startsSoon, status: "live" as const, gameStatus: "live" as const };
      return jsonResponse(200, { game });
    });
    expect(await screen.findByText("Scheduled")).toBeInTheDocument();
    expect(await screen.findByText("Live", {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("says 'Game not found' for an unknown game", async () => {
    setup(() => jsonResponse(404, { error: "Game not found" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Game not found");
    expect(screen.getByRole("link", { name: "Back to Custom Teams" })).toBeInTheDocument();
  });

  it("refuses a malformed id without asking the server", async () => {
    const fetchMock = setup(buildCustomGame(), "not-a-uuid");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Invalid game ID format. Game ID must be a valid UUID.",
    );
    expect(callsTo(fetchMock, "/api/custom-games/")).toHaveLength(0);
  });
});
