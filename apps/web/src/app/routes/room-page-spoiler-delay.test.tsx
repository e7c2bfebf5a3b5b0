import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { SocketContext } from "@/lib/socket/socket-context";
import { FakeSocket, buildMessage, socketClientOver } from "@/test/chat-factories";
import { buildUser, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildButtons, buildGame } from "@/test/sports-factories";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

const alice = buildUser();
const ROOM = "game-401772";
const DELAY_KEY = `huddle:spoiler-delay:${ROOM}`;
const emptyPage = { messages: [], total: 0, limit: 40, offset: 0 };

function renderGameRoom(search = "?league=nfl&game=401772") {
  storeSignedIn(alice);
  mockFetch({
    "/api/chat/rooms/": () => jsonResponse(200, emptyPage),
    "/api/sports/room/buttons": () => jsonResponse(200, buildButtons([])),
    "/api/sports/simple-boxscore": () => jsonResponse(200, { games: [buildGame()] }),
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
    `/room${search}`,
  );
  return socket;
}

const board = () => screen.getByRole("region", { name: "Scoreboard" });
const chat = () => screen.getByRole("region", { name: "Chat" });
const fromBob = (text: string): ChatMessage =>
  buildMessage({ roomSlug: ROOM, text, username: "bob" });

afterEach(() => vi.useRealTimers());

describe("/room spoiler delay (issue 15 §4)", () => {
  it("offers a labelled Spoiler delay in a game room, shows 'Delayed 30 s' and keeps it per room", async () => {
    renderGameRoom();
    const control = await screen.findByRole("combobox", { name: "Spoiler delay" });
    expect(control).toHaveDisplayValue("Off");
    const user = userEvent.setup();
    await user.selectOptions(control, "30 s");
    // Inside a status region, so screen readers hear the delay go on.
    expect(screen.getByText("Delayed 30 s").closest("[role=status]")).not.toBeNull();
    expect(window.localStorage.getItem(DELAY_KEY)).toBe("30");
    await user.selectOptions(control, "Off");
    expect(screen.queryByText(/Delayed/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DELAY_KEY)).toBeNull();
  });

  it("reads the stored delay back for the room", async () => {
    window.localStorage.setItem(DELAY_KEY, "90");
    renderGameRoom();
    expect(await screen.findByRole("combobox", { name: "Spoiler delay" })).toHaveDisplayValue(
      "90 s",
    );
    expect(screen.getByText("Delayed 90 s")).toBeVisible();
  });

  it("offers no spoiler delay outside game and sideline rooms", async () => {
    renderGameRoom("?league=nfl");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("combobox", { name: "Spoiler delay" })).not.toBeInTheDocument();
  });

  it("shows a score push and others' messages only after the delay, in order; own at once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem(DELAY_KEY, "30");
    const socket = renderGameRoom();
    expect(await within(board()).findByText("KC 14, BUF 10")).toBeInTheDocument();
    await within(chat()).findByText("No messages yet");
    act(() => socket.open());

    act(() => {
      socket.fire("score-update", buildGame({ away: { score: 21 } }));
      socket.fire("new-message", fromBob("TOUCHDOWN!"));
    });
    act(() => vi.advanceTimersByTime(10_000));
    act(() => {
      socket.fire("new-message", buildMessage({ roomSlug: ROOM, text: "mine", userId: alice.id }));
    });
    expect(await within(chat()).findByText("mine")).toBeVisible();
    expect(within(chat()).queryByText("TOUCHDOWN!")).not.toBeInTheDocument();
    expect(within(board()).getByText("KC 14, BUF 10")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(20_000));
    expect(await within(board()).findByText("KC 21, BUF 10")).toBeInTheDocument();
    expect(within(chat()).getByText("TOUCHDOWN!")).toBeVisible();
  });

  it("flushes the queue in order when the delay is turned off", async () => {
    window.localStorage.setItem(DELAY_KEY, "120");
    const socket = renderGameRoom();
    await within(chat()).findByText("No messages yet");
    act(() => socket.open());
    const first = fromBob("first");
    act(() => {
      socket.fire("new-message", first);
      socket.fire("message-edited", { ...first, text: "first (edited)", isEdited: true });
      socket.fire("new-message", fromBob("second"));
    });
    expect(within(chat()).queryByText(/first/)).not.toBeInTheDocument();
    await userEvent
      .setup()
      .selectOptions(screen.getByRole("combobox", { name: "Spoiler delay" }), "Off");
    await waitFor(() =>
      expect(
        within(chat())
          .getAllByRole("listitem")
          .map((item) => item.querySelector("p.whitespace-pre-wrap")?.textContent),
      ).toEqual(["first (edited)", "second"]),
    );
  });

  it("sends the delay with the viewer's message so the server stamps what they watched", async () => {
    window.localStorage.setItem(DELAY_KEY, "30");
    const socket = renderGameRoom();
    socket.answer("send-message", (payload) => ({
      ok: true,
      message: buildMessage({
        roomSlug: ROOM,
        text: (payload as { messageText: string }).messageText,
        userId: alice.id,
      }),
    }));
    await within(chat()).findByText("No messages yet");
    act(() => socket.open());
    await userEvent.setup().type(screen.getByRole("textbox", { name: "Message" }), "go!{Enter}");
    expect(await within(chat()).findByText("go!")).toBeVisible();
    expect(socket.emitsOf("send-message")).toEqual([
      {
        roomSlug: ROOM,
        messageText: "go!",
        parentMessageId: null,
        spoilerDelaySeconds: 30,
        clientMessageId: expect.any(String),
      },
    ]);
  });
});
