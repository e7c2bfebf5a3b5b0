import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { PredictionSummary } from "./prediction-summary";

const SUMMARY = "/api/predictions/users/bob/summary";

function renderSummary() {
  storeSignedIn();
  renderPage(<PredictionSummary username="bob" />);
  return screen.getByRole("region", { name: "Predictions" });
}

describe("PredictionSummary", () => {
  it("shows a fan's points, correct of settled picks with accuracy, and open picks", async () => {
    mockFetch({
      [SUMMARY]: () =>
        jsonResponse(200, {
          summary: { username: "bob", points: 7, correct: 7, settled: 9, open: 2 },
        }),
    });
    const region = renderSummary();
    expect(await screen.findByText("points")).toBeInTheDocument();
    expect(region).toHaveTextContent("7 points7 / 9 correct (78%)2 open");
    expect(screen.getByRole("link", { name: "Leaderboard" })).toHaveAttribute(
      "href",
      "/leaderboard",
    );
  });

  it("says when the fan has no picks yet", async () => {
    mockFetch({
      [SUMMARY]: () =>
        jsonResponse(200, {
          summary: { username: "bob", points: 0, correct: 0, settled: 0, open: 0 },
        }),
    });
    renderSummary();
    expect(await screen.findByText("No picks yet.")).toBeInTheDocument();
  });
});
