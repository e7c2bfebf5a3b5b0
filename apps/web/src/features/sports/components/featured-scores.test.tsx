import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { buildGame } from "@/test/sports-factories";
import { FeaturedScores } from "./featured-scores";

const BOXSCORE = "/api/sports/simple-boxscore";

function setup(answers: Array<() => Response>, socket?: FakeSocket) {
  storeSignedIn();
  let call = 0;
  const fetchMock = mockFetch({
    [BOXSCORE]: () => answers[Math.min(call++, answers.length - 1)]!(),
  });
  const client = socket ? socketClientOver(socket) : null;
  renderPage(
    <SocketContext.Provider value={client}>
      <FeaturedScores />
    </SocketContext.Provider>,
  );
  return fetchMock;
}

const panel = () => screen.getByRole("region", { name: "Featured Scores" });

describe("FeaturedScores", () => {
  it("asks for the featured games and lists them", async () => {
    const fetchMock = setup([
      () =>
        jsonResponse(200, {
          games: [buildGame({ id: "1" }), buildGame({ id: "2", league: "nba" })],
        }),
    ]);
    expect(within(panel()).getByRole("status")).toHaveTextContent("Loading scores...");
    expect(await within(panel()).findAllByRole("link")).toHaveLength(2);
    const [url] = callsTo(fetchMock, BOXSCORE)[0]!;
    expect(new URL(String(url), "http://x").searchParams.get("homepage")).toBe("true");
  });

  it("says 'No games available' when nothing is on", async () => {
    setup([() => jsonResponse(200, { games: [] })]);
    expect(await screen.findByText("No games available")).toBeVisible();
  });

  it("shows 'Failed to load scores' with a Retry that reloads", async () => {
    setup([
      () => jsonResponse(500, { error: "boom" }),
      () => jsonResponse(200, { games: [buildGame()] }),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load scores");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: /Chiefs/ })).toBeVisible();
    expect(screen.queryByText("Failed to load scores")).not.toBeInTheDocument();
  });

  it("applies a score-update push to the game in the list", async () => {
    const socket = new FakeSocket();
    setup(
      [() => jsonResponse(200, { games: [buildGame({ id: "1" }), buildGame({ id: "2" })] })],
      socket,
    );
    await screen.findAllByRole("link");
    const card = (id: string) => document.querySelector(`[data-game-id="${id}"]`)!;
    act(() =>
      socket.fire(
        "score-update",
        buildGame({ id: "1", away: { score: 21 }, clock: "0:45", quarter: 3, period: 3 }),
      ),
    );
    // The query cache notifies on its next tick.
    await waitFor(() => expect(card("1")).toHaveTextContent("21"));
    expect(card("1")).toHaveTextContent("Q3 · 0:45");
    expect(card("2")).toHaveTextContent("Q2 · 3:12");
    // A game the list does not hold, and a malformed push, change nothing: once a later push
    // shows, anything they had changed would show too.
    act(() => socket.fire("score-update", buildGame({ id: "99", away: { score: 50 } })));
    act(() => socket.fire("score-update", { id: "1", nonsense: true }));
    act(() =>
      socket.fire("score-update", buildGame({ id: "2", clock: "1:05", quarter: 4, period: 4 })),
    );
    await waitFor(() => expect(card("2")).toHaveTextContent("Q4 · 1:05"));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(card("1")).toHaveTextContent("21");
    expect(card("1")).toHaveTextContent("Q3 · 0:45");
  });
});
