import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { buildGame, type GameOverrides } from "@/test/sports-factories";
import { GameCard } from "./game-card";

function renderCard(overrides: GameOverrides = {}) {
  storeSignedIn();
  renderPage(
    <ul>
      <GameCard game={buildGame(overrides)} />
    </ul>,
  );
  return screen.getByRole("listitem");
}

const statusOf = (card: HTMLElement) => card.querySelector("[data-status]")!;

describe("GameCard", () => {
  it("shows both teams with their scores and links to the game's room", () => {
    const card = renderCard();
    const link = screen.getByRole("link", { name: /Chiefs.*14.*at.*Bills.*10/ });
    expect(link).toHaveAttribute("href", "/room?league=nfl&game=401772");
    expect(card).toHaveTextContent("Highmark Stadium");
    expect(screen.getByRole("img", { name: "NFL" })).toBeInTheDocument();
  });

  it("builds /room{gameUrl} when the gameUrl is only a query", () => {
    renderCard({ gameUrl: "?league=nba&game=77", league: "nba", id: "77" });
    expect(screen.getByRole("link")).toHaveAttribute("href", "/room?league=nba&game=77");
  });

  it("shows 'Final' with the date for a finished game", () => {
    const card = renderCard({ status: "STATUS_FINAL", state: "post", statusDetail: "Final" });
    expect(statusOf(card)).toHaveTextContent(/^Final · \w{3}, Dec 15$/);
  });

  it.each([
    [{ quarter: 2, period: 2, clock: "3:12" }, "Q2 · 3:12"],
    [{ league: "nhl" as const, quarter: null, period: 2, clock: "12:40" }, "Period 2 · 12:40"],
    [
      { league: "mls" as const, quarter: null, period: 2, clock: "67'", statusDetail: "67'" },
      "Live · 67'",
    ],
    [
      { league: "mlb" as const, quarter: null, period: 4, clock: null, statusDetail: "Top 4th" },
      "Live · Top 4th",
    ],
  ])("shows a live game as %j → %s", (overrides, text) => {
    const card = renderCard(overrides);
    expect(statusOf(card)).toHaveTextContent(text);
  });

  it("counts down to a scheduled start every second, outside any live region", () => {
    vi.useFakeTimers({
      now: new Date("2025-12-15T17:58:55.000Z"),
      toFake: ["Date", "setInterval", "clearInterval"],
    });
    const card = renderCard({
      status: "STATUS_SCHEDULED",
      state: "pre",
      statusDetail: "12/15 - 1:00 PM EST",
      quarter: null,
      period: null,
      clock: null,
      away: { score: null },
      home: { score: null },
    });
    expect(statusOf(card)).toHaveTextContent("Scheduled · 12/15 - 1:00 PM EST");
    const countdown = screen.getByText(/Starts in/);
    expect(countdown).toHaveTextContent("Starts in 1m 05s");
    expect(countdown.closest("[aria-live]")).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(countdown).toHaveTextContent("Starts in 1m 04s");
    act(() => vi.advanceTimersByTime(5_000));
    expect(countdown).toHaveTextContent("Starts in 59s");
  });
});
