import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, buildMessage, socketClientOver } from "@/test/chat-factories";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

const TEAM = "6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f";
const ROOM = `custom-team-${TEAM}`;
const BLOCKED = "You have been blocked from this team.";

describe("/room when the fan loses access while it is open", () => {
  it("turns into Access Denied with the server's reason once told, instead of going quiet", async () => {
    storeSignedIn(buildUser());
    let blocked = false;
    mockFetch({
      "/api/chat/rooms/": () =>
        blocked
          ? jsonResponse(403, { error: BLOCKED })
          : jsonResponse(200, {
              messages: [buildMessage({ roomSlug: ROOM, text: "Practice at six" })],
              total: 1,
              limit: 40,
              offset: 0,
            }),
    });
    const socket = new FakeSocket();
    const client = socketClientOver(socket);
    renderRoutes(
      [
        {
          path: "/room",
          element: (
            <SocketContext.Provider value={client}>
              <RoomPage />
            </SocketContext.Provider>
          ),
        },
      ],
      `/room?customTeam=${TEAM}`,
    );
    expect(await screen.findByText("Practice at six")).toBeVisible();

    blocked = true;
    // Another room's notice changes nothing here.
    act(() => socket.fire("room-access-lost", { roomSlug: "custom-team-other" }));
    expect(screen.getByText("Practice at six")).toBeVisible();
    act(() => socket.fire("room-access-lost", { roomSlug: ROOM }));
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(screen.getByText(BLOCKED)).toBeVisible();
  });
});
