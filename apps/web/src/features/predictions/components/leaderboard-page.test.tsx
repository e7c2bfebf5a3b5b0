import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Leaderboard } from "@huddle/contracts/predictions";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { LeaderboardPage } from "./leaderboard-page";

const LEADERBOARD = "/api/predictions/leaderboard";

function board(url: URL, entries: Leaderboard["entries"]): Leaderboard {
  return {
    league: url.searchParams.get("league") as Leaderboard["league"],
    scope: url.searchParams.get("scope") as Leaderboard["scope"],
    season: "2026-27",
    entries,
  };
}

const ENTRIES: Leaderboard["entries"] = [
  {
    rank: 1,
    userId: "11111111-1111-4111-8111-111111111111",
    username: "bob",
    points: 7,
    correct: 7,
    settled: 9,
    isViewer: false,
  },
  {
    rank: 2,
    userId: "6f1c7c5e-2a4b-4c8e-9d3f-1a2b3c4d5e6f",
    username: "alice",
    points: 4,
    correct: 4,
    settled: 8,
    isViewer: true,
  },
];

function renderBoard(path: string) {
  storeSignedIn();
  renderPage(<LeaderboardPage />, path, "/leaderboard");
}

describe("LeaderboardPage", () => {
  it("ranks a league's fans with points, correct picks and accuracy, the viewer marked", async () => {
    const requests: string[] = [];
    mockFetch({
      [LEADERBOARD]: (url) => {
        requests.push(url.search);
        return jsonResponse(200, { leaderboard: board(url, ENTRIES) });
      },
    });
    renderBoard("/leaderboard?tab=nba");
    const table = await screen.findByRole("table", { name: /NBA 2026-27 leaderboard/ });
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent(/1\s*bob\s*7\s*7 \/ 9\s*78%/);
    expect(rows[2]).toHaveAttribute("aria-current", "true");
    expect(rows[2]).toHaveTextContent("alice(you)");
    expect(requests).toEqual(["?league=nba&scope=everyone"]);
    expect(screen.getByRole("tab", { name: "NBA" })).toHaveAttribute("aria-selected", "true");
  });

  it("moves between league tabs with the arrow keys and switches to people you follow", async () => {
    const requests: string[] = [];
    mockFetch({
      [LEADERBOARD]: (url) => {
        requests.push(url.search);
        const following = url.searchParams.get("scope") === "following";
        return jsonResponse(200, { leaderboard: board(url, following ? [] : ENTRIES) });
      },
    });
    renderBoard("/leaderboard");
    await screen.findByRole("table", { name: /NFL/ });
    const user = userEvent.setup();
    screen.getByRole("tab", { name: "NFL" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "NBA" })).toHaveFocus();
    await screen.findByRole("table", { name: /NBA/ });

    await user.click(screen.getByRole("button", { name: "People you follow" }));
    expect(
      await screen.findByText(
        "Nobody you follow has a settled NBA pick in the 2026-27 season yet.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "People you follow" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(requests).toEqual([
      "?league=nfl&scope=everyone",
      "?league=nba&scope=everyone",
      "?league=nba&scope=following",
    ]);
  });

  it("says so when nobody has a settled pick, and shows loading and errors", async () => {
    let calls = 0;
    mockFetch({
      [LEADERBOARD]: (url) =>
        ++calls === 1
          ? jsonResponse(500, { error: "Internal Server Error" })
          : jsonResponse(200, { leaderboard: board(url, []) }),
    });
    renderBoard("/leaderboard?tab=mls");
    expect(screen.getByRole("status")).toHaveTextContent("Loading leaderboard…");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the leaderboard.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByText(/No settled MLS picks in the 2026-27 season yet/),
    ).toBeInTheDocument();
  });
});
