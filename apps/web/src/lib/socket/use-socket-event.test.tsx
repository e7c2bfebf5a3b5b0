import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { SocketContext } from "./socket-context";
import { useSocketEvent } from "./use-socket-event";

function renderListener(socket: FakeSocket, gameId: string, seen: (id: string) => void) {
  const client = socketClientOver(socket);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SocketContext.Provider value={client}>{children}</SocketContext.Provider>
  );
  return renderHook(
    ({ id }: { id: string }) =>
      useSocketEvent("custom-game-updated", (payload) => {
        if (payload.gameId === id) seen(id);
      }),
    { wrapper, initialProps: { id: gameId } },
  );
}

describe("useSocketEvent", () => {
  it("hands each push to the handler of the latest render, without subscribing twice", () => {
    const socket = new FakeSocket();
    const seen = vi.fn();
    const { rerender } = renderListener(socket, "game-1", seen);

    socket.fire("custom-game-updated", { gameId: "game-1" });
    rerender({ id: "game-2" });
    socket.fire("custom-game-updated", { gameId: "game-1" });
    socket.fire("custom-game-updated", { gameId: "game-2" });

    expect(seen.mock.calls).toEqual([["game-1"], ["game-2"]]);
  });

  it("stops listening once unmounted", () => {
    const socket = new FakeSocket();
    const seen = vi.fn();
    const { unmount } = renderListener(socket, "game-1", seen);

    unmount();
    socket.fire("custom-game-updated", { gameId: "game-1" });

    expect(seen).not.toHaveBeenCalled();
  });

  it("does nothing without a socket (signed out)", () => {
    const seen = vi.fn();
    expect(() => renderHook(() => useSocketEvent("resync", seen))).not.toThrow();
    expect(seen).not.toHaveBeenCalled();
  });
});
