import { describe, expect, it } from "vitest";
import { gameMomentText } from "./game-moment";

const moment = {
  label: "Q2 3:12",
  period: 2,
  clock: "3:12",
  awayScore: 14,
  homeScore: 10,
  state: "in" as const,
};

describe("gameMomentText", () => {
  it("shows the label and the score away–home", () => {
    expect(gameMomentText(moment)).toBe("Q2 3:12 · 14–10");
  });

  it("shows only the label before there is a score", () => {
    expect(gameMomentText({ ...moment, label: "Pregame", awayScore: null, homeScore: null })).toBe(
      "Pregame",
    );
  });
});
