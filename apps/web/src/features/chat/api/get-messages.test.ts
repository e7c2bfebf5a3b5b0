import { describe, expect, it } from "vitest";
import { MAX_MESSAGE_PAGE, type ChatMessage } from "@huddle/contracts/chat";
import { buildMessage } from "@/test/chat-factories";
import { createHttpClient } from "@/lib/http/http-client";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { CATCH_UP_MAX_PAGES, getAllMessagesAfter } from "./get-messages";

const MESSAGES = "/api/chat/rooms/homepage/messages";

/** Serves `?after=` like the server: the messages after that id, oldest first, `limit` at most. */
function serveAfter(stored: ChatMessage[]) {
  return mockFetch({
    [MESSAGES]: (url) => {
      const after = stored.findIndex((m) => m.id === url.searchParams.get("after"));
      const limit = Number(url.searchParams.get("limit"));
      const messages = stored.slice(after + 1, after + 1 + limit);
      return jsonResponse(200, { messages, total: messages.length, limit, offset: 0 });
    },
  });
}

describe("getAllMessagesAfter", () => {
  it("pages through everything missed until a short page", async () => {
    const stored = Array.from({ length: 251 }, () => buildMessage());
    const fetchMock = serveAfter(stored);
    const missed = await getAllMessagesAfter(createHttpClient(), "home", stored[0]!.id);
    expect(missed?.map((m) => m.id)).toEqual(stored.slice(1).map((m) => m.id));
    expect(callsTo(fetchMock, MESSAGES)).toHaveLength(3);
  });

  it("gives up after the page cap so the caller reloads the newest page", async () => {
    const stored = Array.from({ length: MAX_MESSAGE_PAGE * CATCH_UP_MAX_PAGES + 2 }, () =>
      buildMessage(),
    );
    const fetchMock = serveAfter(stored);
    expect(await getAllMessagesAfter(createHttpClient(), "home", stored[0]!.id)).toBeNull();
    expect(callsTo(fetchMock, MESSAGES)).toHaveLength(CATCH_UP_MAX_PAGES);
  });
});
