import { describe, expect, it } from "vitest";
import { buildMessage } from "@/test/chat-factories";
import { filterForViewer } from "./viewer-filter";

const pairs = [{ originalWord: "damn", replacementWord: "dang" }];

describe("filterForViewer", () => {
  it("rewrites the author's flair as well as the text", () => {
    const message = buildMessage({ text: "Damn!", messageText: "Damn!", flair: "Damn Yankees" });
    const shown = filterForViewer(message, pairs);
    expect(shown.text).toBe("Dang!");
    expect(shown.flair).toBe("Dang Yankees");
  });

  it("keeps a missing flair missing", () => {
    expect(filterForViewer(buildMessage({ flair: null }), pairs).flair).toBeNull();
  });
});
