import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteHeader } from "@/app/layout/site-header";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { buildUser, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { useRoleUpdates } from "./use-role-updates";

/** The app layout's part of it: the hook listens for the push wherever the fan is. */
function RoleUpdates() {
  useRoleUpdates();
  return null;
}

describe("a role change pushed while the fan's tab is open (browser QA)", () => {
  it("shows the Moderation link at once when the fan is made a moderator, and hides it again", async () => {
    storeSignedIn(buildUser({ adminLevel: "user" }));
    mockFetch({});
    const socket = new FakeSocket();
    renderPage(
      <SocketContext.Provider value={socketClientOver(socket)}>
        <RoleUpdates />
        <SiteHeader />
      </SocketContext.Provider>,
    );
    expect(screen.queryByRole("link", { name: "Moderation" })).toBeNull();

    act(() => socket.fire("role-changed", { adminLevel: "mod" }));
    expect(await screen.findByRole("link", { name: "Moderation" })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem("user")!)).toMatchObject({ adminLevel: "mod" });

    act(() => socket.fire("role-changed", { adminLevel: "user" }));
    expect(screen.queryByRole("link", { name: "Moderation" })).toBeNull();
  });
});
