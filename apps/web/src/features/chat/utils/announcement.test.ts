import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { announcementOf, announcementSince } from "./announcement";

const old = buildMessage({ text: "earlier", username: "bob", userId: "u-bob" });
const fresh = buildMessage({ text: "what a catch", username: "cara", userId: "u-cara" });
const mine = buildMessage({ text: "agreed", username: "me", userId: "u-me" });
const play = buildMessage({
  type: "system",
  userId: null,
  user: null,
  username: "Huddle",
  text: "TOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
});

describe("announcementOf", () => {
  it("reads a fan's message as 'author: text' and a game event as its text", () => {
    expect(announcementOf(fresh)).toBe("cara: what a catch");
    expect(announcementOf(play)).toBe("TOUCHDOWN — KC 14, BUF 10 · Q2 3:12");
  });
});

describe("announcementSince", () => {
  it("reads every message after the one seen last, except the viewer's own", () => {
    expect(announcementSince([old, fresh, mine, play], old.id, "u-me")).toBe(
      "cara: what a catch\nTOUCHDOWN — KC 14, BUF 10 · Q2 3:12",
    );
  });

  it("reads all of a room that was empty", () => {
    expect(announcementSince([fresh], null, "u-me")).toBe("cara: what a catch");
  });

  it("reads only the newest when the one seen last is gone", () => {
    expect(announcementSince([old, fresh], "deleted-id", null)).toBe("cara: what a catch");
  });

  it("says nothing for the viewer's own message", () => {
    expect(announcementSince([old, mine], old.id, "u-me")).toBe("");
  });
});
