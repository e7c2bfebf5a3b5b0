import { describe, expect, it } from "vitest";
import {
  MAX_MENTIONS_PER_MESSAGE,
  mentionQueryAt,
  parseMentions,
  splitMentions,
} from "./mentions.ts";

describe("parseMentions", () => {
  it("finds @usernames as usernames are made, lower-cased and once each", () => {
    expect(parseMentions("@Ana and @ben_99, @ana again; @c-d!")).toEqual(["ana", "ben_99", "c-d"]);
  });

  it("ignores emails, too-short or too-long names and a lone @", () => {
    expect(parseMentions("mail ana@example.com or @ab or @ or @abcdefghijklmnopqrstu")).toEqual([]);
  });

  it("stops at the per-message cap", () => {
    const text = Array.from({ length: 8 }, (_, i) => `@fan${i}`).join(" ");
    expect(parseMentions(text)).toHaveLength(MAX_MENTIONS_PER_MESSAGE);
  });
});

describe("splitMentions", () => {
  it("cuts a text into plain runs and mentions, keeping every character", () => {
    expect(splitMentions("Go @Ana, go!")).toEqual([
      { kind: "text", text: "Go " },
      { kind: "mention", username: "Ana" },
      { kind: "text", text: ", go!" },
    ]);
    expect(splitMentions("no mentions")).toEqual([{ kind: "text", text: "no mentions" }]);
  });
});

describe("mentionQueryAt", () => {
  it("finds the @word being typed before the caret", () => {
    expect(mentionQueryAt("go @ja", 6)).toEqual({ query: "ja", start: 3 });
    expect(mentionQueryAt("@", 1)).toEqual({ query: "", start: 0 });
    expect(mentionQueryAt("mail me@ex", 10)).toBeNull();
    expect(mentionQueryAt("@ja done", 8)).toBeNull();
  });
});
