import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { buildMessage } from "@/test/chat-factories";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { chatKeys } from "../api/chat-keys";
import type { RoomMessages } from "../utils/message-cache";
import { ReactionBar } from "./reaction-bar";

const message = buildMessage({
  roomSlug: "general",
  reactions: [
    { emoji: "👍", count: 5, reacted: true, reactors: ["ana", "ben", "cy"] },
    { emoji: "🔥", count: 1, reacted: false, reactors: ["dee"] },
  ],
});

function setup() {
  storeSignedIn(buildUser({ username: "ana" }));
  const queryClient = createQueryClient();
  queryClient.setQueryData<RoomMessages>(chatKeys.messages("general"), {
    messages: [message],
    total: 1,
  });
  const fetchMock = mockFetch({
    "/api/chat/messages/": async (_url, init) => {
      const { emoji } = JSON.parse(String(init?.body)) as { emoji: string };
      return jsonResponse(200, {
        messageId: message.id,
        roomSlug: "general",
        reactions: [{ emoji, count: 1, reacted: true, reactors: ["ana"] }],
      });
    },
  });
  renderPage(<ReactionBar message={message} />, "/", "/", { queryClient });
  return { fetchMock, queryClient };
}

describe("ReactionBar", () => {
  it("shows each reaction's count, whether the viewer reacted, and who reacted", async () => {
    setup();
    const thumbs = await screen.findByRole("button", {
      name: /thumbs up: 5 reactions, including yours/,
    });
    expect(thumbs).toHaveAttribute("aria-pressed", "true");
    expect(thumbs).toHaveTextContent("👍5");
    expect(
      screen.getByRole("button", { name: /fire: 1 reaction\. React with fire/ }),
    ).toHaveAttribute("aria-pressed", "false");
    await userEvent.hover(thumbs);
    expect(screen.getByRole("tooltip")).toHaveTextContent("ana, ben, cy and 2 others");
    expect(thumbs).toHaveAccessibleDescription("ana, ben, cy and 2 others");
  });

  it("toggles a reaction and puts the answer in the room's list", async () => {
    const { fetchMock, queryClient } = setup();
    await userEvent.click(await screen.findByRole("button", { name: /fire/ }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<RoomMessages>(chatKeys.messages("general"))?.messages[0]
          ?.reactions,
      ).toEqual([{ emoji: "🔥", count: 1, reacted: true, reactors: ["ana"] }]),
    );
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain(`/api/chat/messages/${message.id}/reactions`);
    expect(JSON.parse(String(init?.body))).toEqual({ emoji: "🔥" });
  });

  it("picks from the menu with the keyboard and gives focus back on Escape", async () => {
    const { fetchMock } = setup();
    const add = await screen.findByRole("button", { name: "Add reaction" });
    await userEvent.click(add);
    expect(screen.getByRole("menuitem", { name: "thumbs up" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("menuitem", { name: "party" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard("{End}{Enter}");
    await waitFor(() =>
      expect(JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))).toEqual({ emoji: "💯" }),
    );
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("shows a muted fan the counts without controls", async () => {
    storeSignedIn(buildUser({ muted: true }));
    mockFetch({});
    renderPage(<ReactionBar message={message} />);
    expect(await screen.findByRole("button", { name: /thumbs up/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add reaction" })).not.toBeInTheDocument();
  });

  it("shows counts without controls to a signed-out reader", async () => {
    mockFetch({});
    renderPage(<ReactionBar message={message} />);
    expect(await screen.findByRole("button", { name: /thumbs up/ })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Add reaction" })).not.toBeInTheDocument();
  });
});
