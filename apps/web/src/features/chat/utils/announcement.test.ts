import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { announcementOf, announcementOfArrivals, arrivedSince } from "./announcement";

const older = buildMessage({ text: "pregame", username: "al", userId: "u-al" });
const old = buildMessage({ text: "earlier", username: "bob", userId: "u-bob" });
const play = buildMessage({
  type: "system",
  userId: null,
  user: null,
  username: "Huddle",
  text: "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
});
const fresh = buildMessage({ text: "what a catch", username: "cara", userId: "u-cara" });
const mine = buildMessage({ text: "agreed", username: "me", userId: "u-me" });

describe("announcementOf", () => {
  it("reads a fan's message as 'author: text' and a game event as its text", () => {
    expect(announcementOf(fresh)).toBe("cara: what a catch");
    expect(announcementOf(play)).toBe("TOUCHDOWN — KC 14, BUF 10 · Q2 3:12");
  });
});

describe("arrivedSince", () => {
  it("is every message after the ones held, in the list's order", () => {
    expect(arrivedSince([old, play, fresh], [old])).toEqual([play, fresh]);
  });

  it("includes a message that landed behind a later one already held", () => {
    // The game event (earlier in the server's order) arrives after the fan's message.
    expect(arrivedSince([old, play, fresh], [old, fresh])).toEqual([play]);
  });

  it("is the whole list of a room that was empty", () => {
    expect(arrivedSince([fresh], [])).toEqual([fresh]);
  });

  it("is nothing for an edit, a delete or an older page loaded while scrolling up", () => {
    expect(arrivedSince([old, { ...fresh, text: "edited" }], [old, fresh])).toEqual([]);
    expect(arrivedSince([old], [old, fresh])).toEqual([]);
    expect(arrivedSince([older, old, fresh], [old, fresh])).toEqual([]);
  });

  it("is only the newest when a burst moved the list past everything held", () => {
    expect(arrivedSince([play, fresh, mine], [older, old])).toEqual([mine]);
  });
});

describe("announcementOfArrivals", () => {
  it("reads each arrival on its own line, except the viewer's own", () => {
    expect(announcementOfArrivals([fresh, mine, play], "u-me")).toBe(
      "cara: what a catch\nTOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
    );
    expect(announcementOfArrivals([mine], "u-me")).toBe("");
  });
});
