import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { Composer } from "./composer";

function setup() {
  storeSignedIn(buildUser({ username: "ana" }));
  const fetchMock = mockFetch({
    "/api/chat/rooms/general/mention-suggestions": () =>
      jsonResponse(200, {
        suggestions: [
          { username: "bea", avatar: null, source: "room" },
          { username: "ben_2", avatar: null, source: "following" },
        ],
      }),
  });
  const onSend = vi.fn(async () => true);
  renderPage(<Composer onSend={onSend} roomSlug="general" />);
  return { fetchMock, onSend, box: screen.getByRole("textbox", { name: "Message" }) };
}

describe("Composer @mention suggestions", () => {
  it("lists people for the @word typed, room first, and inserts the chosen one with Enter", async () => {
    const { fetchMock, onSend, box } = setup();
    await userEvent.type(box, "nice @b");
    const list = await screen.findByRole("listbox", { name: "People to mention" });
    const options = screen.getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["@beaIn this room", "@ben_2You follow"]);
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    const asked = callsTo(fetchMock, "/api/chat/rooms/general/mention-suggestions");
    expect(asked.map(([url]) => new URL(String(url), "http://localhost").search)).toContain("?q=b");

    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveValue("nice @ben_2 ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    // Enter picked a name; it did not send.
    expect(onSend).not.toHaveBeenCalled();
  });

  it("closes on Escape and sends on the next Enter", async () => {
    const { onSend, box } = setup();
    await userEvent.type(box, "@b");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await userEvent.keyboard("{Enter}");
    expect(onSend).toHaveBeenCalledWith("@b", null, { announce: false });
  });
});
