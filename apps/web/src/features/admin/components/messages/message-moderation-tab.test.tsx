import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ModerationMessage } from "@huddle/contracts/admin-moderation";
import { SocketContext } from "@/lib/socket/socket-context";
import {
  APPEAL_ID,
  MESSAGE_ID,
  USER_ID,
  buildAppeal,
  buildModerationMessage,
  pagination,
  storeSuperadmin,
} from "@/test/admin-factories";
import { FakeSocket, socketClientOver } from "@/test/chat-factories";
import { callsTo, jsonResponse, mockFetch } from "@/test/factories";
import { renderPage } from "@/test/render";
import { AdminPage } from "../admin-page";
import { APPEAL_WITHOUT_BLOCK_NOTE } from "./appeal-card";

const HELD_ID = "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a";

function setup(
  view: string,
  queue: { current: ModerationMessage[] },
  extra: Parameters<typeof mockFetch>[0] = {},
) {
  storeSuperadmin();
  const defaults: Parameters<typeof mockFetch>[0] = {
    "/api/admin/messages/bulk": () =>
      jsonResponse(200, { success: true, results: [{ id: MESSAGE_ID, ok: true }] }),
    [`/api/admin/messages/${MESSAGE_ID}/moderate`]: () =>
      jsonResponse(200, {
        success: true,
        message: buildModerationMessage({ status: "approved" }),
      }),
    [`/api/admin/messages/${MESSAGE_ID}`]: () =>
      jsonResponse(200, {
        message: buildModerationMessage(),
        room: { slug: "nba-lakers", name: "Los Angeles Lakers" },
        parent: null,
        history: [
          {
            action: "report",
            moderator: "carol",
            createdAt: "2026-11-25T11:00:00.000Z",
            reason: "insults",
          },
        ],
        reports: [
          {
            id: APPEAL_ID,
            reporter: { userId: USER_ID, username: "carol" },
            reason: "insults",
            status: "pending",
            createdAt: "2026-11-25T11:00:00.000Z",
          },
        ],
        filterDecision: null,
      }),
    "/api/admin/messages": () =>
      jsonResponse(200, { messages: queue.current, pagination: pagination(queue.current.length) }),
    "/api/admin/appeals": () =>
      jsonResponse(200, { appeals: [buildAppeal()], pagination: pagination(1) }),
  };
  // Overrides go first: a request goes to the first handler whose path it starts with.
  const fetchMock = mockFetch({
    ...extra,
    ...Object.fromEntries(Object.entries(defaults).filter(([path]) => !(path in extra))),
  });
  const socket = new FakeSocket();
  const client = socketClientOver(socket);
  renderPage(
    <SocketContext.Provider value={client}>
      <AdminPage />
    </SocketContext.Provider>,
    `/admin?tab=messages&view=${view}`,
    "/admin",
  );
  return { fetchMock, socket, user: userEvent.setup() };
}

describe("Message Moderation tab", () => {
  it("approves a reported message and shows its details with history", async () => {
    const queue = { current: [buildModerationMessage()] };
    const { fetchMock, user } = setup("reported", queue);
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    expect(callsTo(fetchMock, "/api/admin/messages/reported")).toHaveLength(1);
    await user.click(within(item).getByRole("button", { name: "Details" }));
    const dialog = screen.getByRole("dialog", { name: "Message details" });
    expect(await within(dialog).findByText("carol: insults (pending)")).toBeInTheDocument();
    expect(within(dialog).getByText(/report by carol: insults/)).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(within(item).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Message approved")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `/api/admin/messages/${MESSAGE_ID}/moderate`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: "approve", reason: "" });
  });

  it("shows a new report and a held message as soon as the staff event arrives", async () => {
    const queue = { current: [] as ModerationMessage[] };
    const { socket } = setup("reported", queue);
    expect(await screen.findByText("No reported messages.")).toBeInTheDocument();
    const held = buildModerationMessage({
      messageId: HELD_ID,
      messageText: "held for review",
      moderationStatus: "quarantined",
      pendingReports: 0,
    });
    queue.current = [held];
    act(() => socket.fire("moderation-queue", { kind: "held", message: held, appeal: null }));
    expect(await screen.findByText("held for review")).toBeInTheDocument();
    expect(screen.getByText("Message held for review in Los Angeles Lakers")).toBeInTheDocument();
  });

  it("needs a selection for bulk actions", async () => {
    const queue = { current: [buildModerationMessage()] };
    const { fetchMock, user } = setup("reported", queue);
    await screen.findByRole("listitem", { name: "Message by bob" });
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please select messages first");
    expect(callsTo(fetchMock, "/api/admin/messages/bulk")).toHaveLength(0);
    await user.click(screen.getByRole("checkbox", { name: /Select message by bob/ }));
    await user.selectOptions(screen.getByLabelText("Action"), "delete");
    await user.click(screen.getByRole("button", { name: "Apply to selected" }));
    expect(await screen.findByText("Delete: 1 done")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, "/api/admin/messages/bulk")[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ action: "delete" });
  });

  it("offers bulk actions by their labels while sending the API's values", async () => {
    setup("reported", { current: [buildModerationMessage()] });
    await screen.findByRole("listitem", { name: "Message by bob" });
    const options = [...screen.getByLabelText("Action").querySelectorAll("option")];
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ["approve", "Approve"],
      ["delete", "Delete"],
      ["reject", "Reject report"],
      ["allow", "Allow"],
    ]);
  });

  it("counts open reports in the singular for one and the plural for more", async () => {
    const twice = buildModerationMessage({
      messageId: HELD_ID,
      user: { username: "eve", userId: null },
      pendingReports: 2,
    });
    setup("reported", { current: [buildModerationMessage(), twice] });
    const once = await screen.findByRole("listitem", { name: "Message by bob" });
    expect(within(once).getByText(/· 1 open report\b/)).toBeInTheDocument();
    expect(within(once).queryByText(/open reports/)).not.toBeInTheDocument();
    const more = screen.getByRole("listitem", { name: "Message by eve" });
    expect(within(more).getByText(/· 2 open reports/)).toBeInTheDocument();
  });

  it("names each row's room as fans know it, with the slug the Room filter takes on hover", async () => {
    setup("reported", { current: [buildModerationMessage()] });
    const row = await screen.findByRole("listitem", { name: "Message by bob" });
    const room = within(row).getByText("Los Angeles Lakers");
    expect(room).toHaveAttribute("title", "nba-lakers");
  });

  it("closes the details with a Close button, giving focus back to Details", async () => {
    const { user } = setup("reported", { current: [buildModerationMessage()] });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    const details = within(item).getByRole("button", { name: "Details" });
    await user.click(details);
    const dialog = screen.getByRole("dialog", { name: "Message details" });
    // The room by the name the server gives it; its slug is only the server's fallback.
    expect(await within(dialog).findByText(/By bob in Los Angeles Lakers · pending/)).toBeVisible();
    expect(within(dialog).queryByText(/nba-lakers/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(details).toHaveFocus());
  });

  it("closes the details on a tap beside them, giving focus back to Details", async () => {
    const { user } = setup("reported", { current: [buildModerationMessage()] });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    const details = within(item).getByRole("button", { name: "Details" });
    await user.click(details);
    expect(screen.getByRole("dialog", { name: "Message details" })).toBeInTheDocument();
    await user.click(screen.getByTestId("dialog-backdrop"));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(details).toHaveFocus());
  });

  it("filters all messages and offers Allow on appealed ones", async () => {
    const queue = { current: [buildModerationMessage({ status: "active", isAppealed: true })] };
    const { fetchMock, user } = setup("all", queue);
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    expect(within(item).getByRole("button", { name: "Allow" })).toBeInTheDocument();
    expect(within(item).queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Room"), "nba-lakers");
    await waitFor(
      () =>
        expect(
          callsTo(fetchMock, "/api/admin/messages").some(([input]) =>
            String(input).includes("roomId=nba-lakers"),
          ),
        ).toBe(true),
      { timeout: 2000 },
    );
  });

  it("says 'Failed to moderate message' when the server refuses without a reason", async () => {
    const queue = { current: [buildModerationMessage()] };
    const { user } = setup("reported", queue, {
      [`/api/admin/messages/${MESSAGE_ID}/moderate`]: () => jsonResponse(500, {}),
    });
    const item = await screen.findByRole("listitem", { name: "Message by bob" });
    await user.click(within(item).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to moderate message")).toBeInTheDocument();
  });

  it("decides an appeal with a response", async () => {
    const queue = { current: [] };
    const { fetchMock, user } = setup("appeals", queue, {
      [`/api/admin/appeals/${APPEAL_ID}`]: () =>
        jsonResponse(200, {
          success: true,
          appeal: buildAppeal({ status: "approved", messagePosted: true }),
          message: "Appeal approved",
        }),
    });
    const appeal = await screen.findByRole("listitem", { name: "Appeal by bob" });
    // The room by the name fans know, not its id.
    expect(appeal).toHaveTextContent("in Los Angeles Lakers");
    expect(appeal).not.toHaveTextContent("nba-lakers");
    await user.type(within(appeal).getByLabelText("Response to bob"), "Fair enough");
    await user.click(within(appeal).getByRole("button", { name: "Approve appeal" }));
    expect(await screen.findByText("Appeal approved")).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, `/api/admin/appeals/${APPEAL_ID}`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: "approve", response: "Fair enough" });
  });

  it("tells staff when an appeal's block is not on record", async () => {
    setup(
      "appeals",
      { current: [] },
      {
        "/api/admin/appeals": () =>
          jsonResponse(200, {
            appeals: [
              buildAppeal(),
              buildAppeal({ id: crypto.randomUUID(), username: "eve", blockOnRecord: false }),
            ],
            pagination: pagination(2),
          }),
      },
    );
    const onRecord = await screen.findByRole("listitem", { name: "Appeal by bob" });
    const claimed = screen.getByRole("listitem", { name: "Appeal by eve" });
    expect(within(onRecord).queryByText(APPEAL_WITHOUT_BLOCK_NOTE)).not.toBeInTheDocument();
    expect(within(claimed).getByText(APPEAL_WITHOUT_BLOCK_NOTE)).toBeInTheDocument();
  });

  it("says the server's answer when an approval could not be posted", async () => {
    const { user } = setup(
      "appeals",
      { current: [] },
      {
        [`/api/admin/appeals/${APPEAL_ID}`]: () =>
          jsonResponse(200, {
            success: true,
            appeal: buildAppeal({ status: "approved", messagePosted: false }),
            message: "Appeal approved, but the message was not posted: bob is banned",
          }),
      },
    );
    const appeal = await screen.findByRole("listitem", { name: "Appeal by bob" });
    await user.click(within(appeal).getByRole("button", { name: "Approve appeal" }));
    expect(
      await screen.findByText("Appeal approved, but the message was not posted: bob is banned"),
    ).toBeInTheDocument();
  });

  it("says 'Failed to moderate appeal' when the server refuses without a reason", async () => {
    const { user } = setup(
      "appeals",
      { current: [] },
      {
        [`/api/admin/appeals/${APPEAL_ID}`]: () => jsonResponse(500, {}),
      },
    );
    const appeal = await screen.findByRole("listitem", { name: "Appeal by bob" });
    await user.click(within(appeal).getByRole("button", { name: "Reject appeal" }));
    expect(await screen.findByText("Failed to moderate appeal")).toBeInTheDocument();
  });

  it("shows the error state when the queue cannot load", async () => {
    setup(
      "reported",
      { current: [] },
      {
        "/api/admin/messages/reported": () => jsonResponse(500, {}),
      },
    );
    expect(screen.getByText("Loading messages…")).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load data");
  });
});
