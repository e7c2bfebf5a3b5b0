import { act, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CustomGame } from "@huddle/contracts/custom-games";
import { GAME_ID, buildCustomGame } from "@/test/custom-game-factories";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

function renderGameRoom(game: CustomGame) {
  storeSignedIn();
  const fetchMock = mockFetch({
    "/api/chat/rooms/": () => jsonResponse(200, { messages: [], total: 0, limit: 40, offset: 0 }),
    "/api/custom-games/": () => jsonResponse(200, { game }),
  });
  renderRoutes([{ path: "/room", element: <RoomPage /> }], `/room?customGame=${GAME_ID}`);
  return fetchMock;
}

describe("/room?customGame=…", () => {
  it("shows the game's computed status and score, and Game Management to its manager", async () => {
    const fetchMock = renderGameRoom(
      buildCustomGame({
        canEdit: true,
        status: "live",
        gameStatus: "live",
        teamScore: 4,
        opponentScore: 2,
      }),
    );
    expect(
      await screen.findByRole("heading", { name: "Eastside Ballers vs Westside Dunkers" }),
    ).toBeVisible();
    expect(screen.getByText("Live")).toBeVisible();
    expect(screen.getByText("4 – 2")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Game Management" })).toBeVisible();
    expect(screen.getByText("Game Manager")).toBeVisible();
    expect(screen.getByRole("link", { name: "Edit Game" })).toHaveAttribute(
      "href",
      `/custom/game/${GAME_ID}/edit`,
    );
    // The room's chat panel reads the game's room: only the panel asks for its settings.
    await waitFor(() =>
      expect(callsTo(fetchMock, `/api/chat/rooms/custom-game-${GAME_ID}/settings`)).toHaveLength(1),
    );
  });

  it("leaves Game Management out for a fan who may not edit the game", async () => {
    renderGameRoom(buildCustomGame({ canEdit: false }));
    expect(await screen.findByText("Scheduled")).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Game Management" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit Game" })).not.toBeInTheDocument();
  });

  it("shows a score its manager saves while the fan is in the room (browser QA)", async () => {
    storeSignedIn();
    let game = buildCustomGame({ status: "live", gameStatus: "live", teamScore: 0 });
    mockFetch({
      "/api/chat/rooms/": () => jsonResponse(200, { messages: [], total: 0, limit: 40, offset: 0 }),
      "/api/custom-games/": () => jsonResponse(200, { game }),
    });
    const socket = new FakeSocket();
    const element = (
      <SocketContext.Provider value={socketClientOver(socket)}>
        <RoomPage />
      </SocketContext.Provider>
    );
    renderRoutes([{ path: "/room", element }], `/room?customGame=${GAME_ID}`);
    expect(await screen.findByText("Live")).toBeVisible();

    game = { ...game, teamScore: 12, opponentScore: 8 };
    // Another game's edit changes nothing here; this one's shows at once.
    act(() => socket.fire("custom-game-updated", { gameId: "another-game" }));
    act(() => socket.fire("custom-game-updated", { gameId: GAME_ID }));
    expect(await screen.findByText("12 – 8")).toBeVisible();
  });
});
