import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGES } from "@huddle/contracts/chat";
import { useMuteUpdates } from "@/features/chat/realtime/use-mute-updates";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

const MUTED_UNTIL = "2099-01-05T15:00:00.000Z";

/** The app layout's part of it: the hook listens for the push wherever the fan is. */
function MuteUpdates() {
  useMuteUpdates();
  return null;
}

describe("/room when staff mute the fan while it is open (browser QA)", () => {
  it("closes the composer at once and says until when, then opens it again on unmute", async () => {
    storeSignedIn(buildUser({ muted: false }));
    let muted = false;
    mockFetch({
      "/api/chat/rooms/general/settings": () =>
        jsonResponse(200, {
          roomSlug: "general",
          slowModeSeconds: 0,
          postingRestriction: muted
            ? { message: CHAT_MESSAGES.muted, mutedUntil: MUTED_UNTIL }
            : null,
        }),
      "/api/chat/rooms/": () => jsonResponse(200, { messages: [], total: 0, limit: 40, offset: 0 }),
      "/api/sports/": () => jsonResponse(200, { games: [], buttons: [] }),
    });
    const socket = new FakeSocket();
    const element = (
      <SocketContext.Provider value={socketClientOver(socket)}>
        <MuteUpdates />
        <RoomPage />
      </SocketContext.Provider>
    );
    renderRoutes([{ path: "/room", element }], "/room?general=true");
    const composer = await screen.findByRole("textbox", { name: "Message" });
    await waitFor(() => expect(composer).toBeEnabled());

    muted = true;
    act(() => socket.fire("mute-changed", { muted: true, mutedUntil: MUTED_UNTIL }));
    // The session's flag at once, then the room's answer with until when.
    const box = () => screen.getByRole("region", { name: "Warnings" });
    await waitFor(() => expect(box()).toHaveTextContent(CHAT_MESSAGES.muted));
    await waitFor(() => expect(box()).toHaveTextContent("Muted until"));
    await waitFor(() => expect(composer).toBeDisabled());

    muted = false;
    act(() => socket.fire("mute-changed", { muted: false, mutedUntil: null }));
    await waitFor(() => expect(composer).toBeEnabled());
    expect(screen.queryByRole("region", { name: "Warnings" })).toBeNull();
  });
});
