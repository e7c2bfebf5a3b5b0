import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  PREDICTION_MESSAGES,
  type GamePredictions,
  type PredictionQuestionView,
} from "@huddle/contracts/predictions";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildQuestionView } from "@/test/prediction-factories";
import { renderPage } from "@/test/render";
import { buildGame } from "@/test/sports-factories";
import { PredictionsPanel } from "./predictions-panel";

const GAME = buildGame({ state: "pre", status: "STATUS_SCHEDULED" });
const URL_BASE = `/api/predictions/games/${GAME.id}`;

const question = buildQuestionView;

function predictions(questions: PredictionQuestionView[], settled = false): GamePredictions {
  return { gameId: GAME.id, league: "nfl", season: "2026-27", settled, questions };
}

const OPEN = predictions([
  question({ picks: 3 }),
  question({ question: "total", choices: ["over", "under"], line: 44.5 }),
]);

function renderPanel() {
  storeSignedIn();
  renderPage(<PredictionsPanel gameId={GAME.id} game={GAME} />);
  return screen.getByRole("region", { name: "Predictions" });
}

const group = (name: RegExp) => screen.getByRole("group", { name });

describe("PredictionsPanel", () => {
  it("shows the questions with team names and the line, and picks with the keyboard", async () => {
    const picked = predictions([question({ picks: 4, myPick: "home" }), OPEN.questions[1]!]);
    const fetchMock = mockFetch({
      [`${URL_BASE}/picks`]: () => jsonResponse(200, { predictions: picked }),
      [URL_BASE]: () => jsonResponse(200, { predictions: OPEN }),
    });
    renderPanel();
    const winner = await screen.findByRole("group", { name: "Who wins?" });
    expect(
      within(group(/over or under 44.5/)).getByRole("button", { name: "Over 44.5" }),
    ).toBeEnabled();
    expect(winner).toHaveTextContent("3 fans picked so far.");

    const home = within(winner).getByRole("button", { name: "Buffalo Bills" });
    expect(home).toHaveAttribute("aria-pressed", "false");
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(home).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await within(winner).findByText("4 fans picked so far.")).toBeInTheDocument();
    expect(home).toHaveAttribute("aria-pressed", "true");
    const [, init] = callsTo(fetchMock, `${URL_BASE}/picks`)[0]!;
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ question: "winner", choice: "home" });
  });

  it("shows the server's refusal when a pick comes too late", async () => {
    mockFetch({
      [`${URL_BASE}/picks`]: () => jsonResponse(409, { error: PREDICTION_MESSAGES.winnerLocked }),
      [URL_BASE]: () => jsonResponse(200, { predictions: OPEN }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("button", { name: "Kansas City Chiefs" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(PREDICTION_MESSAGES.winnerLocked);
  });

  it("disables locked questions and tells the fan their pick", async () => {
    mockFetch({
      [URL_BASE]: () =>
        jsonResponse(200, {
          predictions: predictions([question({ locked: true, myPick: "away", picks: 2 })]),
        }),
    });
    renderPanel();
    const winner = await screen.findByRole("group", { name: "Who wins?" });
    for (const button of within(winner).getAllByRole("button")) expect(button).toBeDisabled();
    expect(winner).toHaveTextContent("Locked. Your pick: Kansas City Chiefs.");
  });

  it("shows the result, the share who got it right and whether the fan did", async () => {
    mockFetch({
      [URL_BASE]: () =>
        jsonResponse(200, {
          predictions: predictions(
            [
              question({
                locked: true,
                myPick: "home",
                outcome: "home",
                myPickCorrect: true,
                picks: 8,
                correctPicks: 5,
              }),
            ],
            true,
          ),
        }),
    });
    renderPanel();
    expect(await screen.findByText(/Result: Buffalo Bills\./)).toHaveTextContent(
      "Result: Buffalo Bills. 5 of 8 fans (63%) got it right. You got it right!",
    );
  });

  it("offers a retry when the predictions cannot load", async () => {
    let calls = 0;
    mockFetch({
      [URL_BASE]: () =>
        ++calls === 1
          ? jsonResponse(404, { error: PREDICTION_MESSAGES.gameNotFound })
          : jsonResponse(200, { predictions: OPEN }),
    });
    renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load predictions.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("group", { name: "Who wins?" })).toBeInTheDocument();
  });
});
