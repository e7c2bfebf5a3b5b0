import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AdminLevel } from "@huddle/contracts/constants";
import { queuedMessageSchema, type ModerationMessage } from "@huddle/contracts/admin-moderation";
import { SocketContext } from "@/lib/socket/socket-context";
import {
  MESSAGE_ID,
  USER_ID,
  buildAdminUser,
  buildModerationMessage,
  pagination,
} from "@/test/admin-factories";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { ModerationPage } from "./moderation-page";

/** What a mod is told by the server: they may mute the author, not ban them. */
const MOD_VIEW = { canBan: false, canMute: true };

function setup(level: AdminLevel, queue: { current: ModerationMessage[] }) {
  storeSignedIn(buildUser({ adminLevel: level, username: `${level}_one` }));
  const fetchMock = mockFetch({
    [`/api/admin/messages/${MESSAGE_ID}/moderate`]: () =>
      jsonResponse(200, {
        success: true,
        message: buildModerationMessage({ status: "deleted", authorAbilities: MOD_VIEW }),
      }),
    [`/api/admin/users/${USER_ID}/ban`]: () =>
      jsonResponse(200, {
        success: true,
        message: "bob is banned",
        user: buildAdminUser({ isBanned: true }),
      }),
    "/api/admin/messages": () =>
      jsonResponse(200, { messages: queue.current, pagination: pagination(queue.current.length) }),
  });
  const socket = new FakeSocket();
  const client = socketClientOver(socket);
  renderPage(
    <SocketContext.Provider value={client}>
      <ModerationPage />
    </SocketContext.Provider>,
    "/moderation?view=reported",
    "/moderation",
  );
  return { fetchMock, socket, user: userEvent.setup() };
}

describe("Moderation page (mods and above)", () => {
  it("takes a report from its live arrival to its deletion, offering a mod no ban", async () => {
    const queue = { current: [] as ModerationMessage[] };
    const { fetchMock, socket, user } = setup("mod", queue);
    expect(await screen.findByRole("heading", { name: "Moderation" })).toBeInTheDocument();
    expect(await screen.findByText("No reported messages.")).toBeInTheDocument();

    const reported = buildModerationMessage({ authorAbilities: MOD_VIEW });
    queue.current = [reported];
    // The staff event carries no one's abilities: every console refetches its own view.
    const queued = queuedMessageSchema.parse(reported);
    act(() => socket.fire("moderation-queue", { kind: "report", message: queued, appeal: null }));
    expect(await screen.findByText("New report in Los Angeles Lakers")).toBeInTheDocument();
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    expect(within(item).getByRole("button", { name: "Mute author" })).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Ban author" })).not.toBeInTheDocument();

    queue.current = [];
    await user.click(within(item).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Message deleted")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/admin/messages/${MESSAGE_ID}/moderate`)).toHaveLength(1);
    expect(await screen.findByText("No reported messages.")).toBeInTheDocument();
  });

  it("lets an admin ban the author only after confirming with a reason", async () => {
    const { fetchMock, user } = setup("admin", { current: [buildModerationMessage()] });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    await user.click(within(item).getByRole("button", { name: "Ban author" }));
    const dialog = screen.getByRole("dialog", { name: "Ban bob" });
    expect(within(dialog).getByText("Are you sure you want to ban bob?")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(within(dialog).getByText("A reason is required")).toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/ban`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason"), "Abusing the officials");
    await user.selectOptions(within(dialog).getByLabelText("Duration"), "7d");
    await user.click(within(dialog).getByRole("button", { name: "Ban user" }));
    expect(await screen.findByText("bob is banned")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `/api/admin/users/${USER_ID}/ban`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      reason: "Abusing the officials",
      duration: "7d",
    });
  });

  it("cancelling the ban confirmation bans nobody", async () => {
    const { fetchMock, user } = setup("admin", { current: [buildModerationMessage()] });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    await user.click(within(item).getByRole("button", { name: "Ban author" }));
    const dialog = screen.getByRole("dialog", { name: "Ban bob" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `/api/admin/users/${USER_ID}/ban`)).toHaveLength(0);
  });

  it("offers no author actions where the server allows none (a superadmin's message)", async () => {
    const none = { canBan: false, canMute: false };
    setup("admin", { current: [buildModerationMessage({ authorAbilities: none })] });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    expect(within(item).queryByRole("button", { name: "Ban author" })).not.toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Mute author" })).not.toBeInTheDocument();
    expect(within(item).getByRole("button", { name: "Delete" })).toBeInTheDocument();
  });
});
