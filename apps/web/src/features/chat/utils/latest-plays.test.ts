import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { latestPlays } from "./latest-plays";

const event = (text: string) =>
  buildMessage({ type: "system", userId: null, user: null, username: "Huddle", text });

describe("latestPlays", () => {
  it("takes the room's three newest game events, newest first, skipping fans' messages", () => {
    const messages = [
      event("KICKOFF — BUF @ KC"),
      event("TOUCHDOWN — KC 7, BUF 0 · Q1 9:12"),
      buildMessage({ text: "lets go" }),
      event("FIELD GOAL — BUF 3, KC 7 · Q1 2:01"),
      event("END OF Q1 — KC 7, BUF 3"),
      buildMessage({ text: "defense!" }),
    ];
    expect(latestPlays(messages).map((m) => m.text)).toEqual([
      "END OF Q1 — KC 7, BUF 3",
      "FIELD GOAL — BUF 3, KC 7 · Q1 2:01",
      "TOUCHDOWN — KC 7, BUF 0 · Q1 9:12",
    ]);
  });

  it("leaves out the predictions' tally at the final, which is no play", () => {
    const messages = [
      event("TOUCHDOWN — KC 7, BUF 0 · Q1 9:12"),
      event("FIELD GOAL — BUF 3, KC 7 · Q1 2:01"),
      event("FINAL — KC 7, BUF 3"),
      event("PREDICTIONS — BUF 3, KC 7: Kansas City Chiefs won; 8 of 13 fans (62%) got it right."),
    ];
    expect(latestPlays(messages).map((m) => m.text)).toEqual([
      "FINAL — KC 7, BUF 3",
      "FIELD GOAL — BUF 3, KC 7 · Q1 2:01",
      "TOUCHDOWN — KC 7, BUF 0 · Q1 9:12",
    ]);
  });

  it("is empty before the game has any event", () => {
    expect(latestPlays([buildMessage({ text: "hi" })])).toEqual([]);
  });
});
