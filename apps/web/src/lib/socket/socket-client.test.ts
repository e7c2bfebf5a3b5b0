import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeSocket } from "@/test/chat-factories";
import {
  createSocketClient,
  GAVE_UP_RETRY_MS,
  SERVICE_UNAVAILABLE_RETRY_MS,
  socketOptions,
  type SocketClientDeps,
} from "./socket-client";

function setup(overrides: Partial<SocketClientDeps> = {}) {
  const socket = new FakeSocket();
  const factory = vi.fn((_options: ReturnType<typeof socketOptions>) => socket);
  const deps = {
    getToken: () => "token-1",
    refreshSession: vi.fn(async () => true),
    onAuthExpired: vi.fn(),
    createSocket: factory,
    ...overrides,
  };
  const client = createSocketClient(deps);
  return { socket, client, factory, deps };
}

afterEach(() => window.sessionStorage.clear());

describe("socket client", () => {
  it("is created with the spec's reconnect policy and transport options", () => {
    const { factory } = setup();
    expect(factory).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/socket.io",
        transports: ["websocket", "polling"],
        withCredentials: true,
        autoConnect: false,
        reconnection: true,
        reconnectionAttempts: 5,
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        timeout: 20_000,
      }),
    );
    const options = factory.mock.calls[0]![0];
    expect(options.randomizationFactor).toBeGreaterThan(0);
  });

  it("sends the current access token in the handshake auth", () => {
    let token = "first";
    const auth = socketOptions(() => token).auth as (send: (data: object) => void) => void;
    const sent: object[] = [];
    auth((data) => sent.push(data));
    token = "refreshed";
    auth((data) => sent.push(data));
    expect(sent).toEqual([{ token: "first" }, { token: "refreshed" }]);
  });

  it("rejoins the stored rooms on every connect", () => {
    const { socket, client } = setup();
    client.joinRoom("league-nfl");
    client.joinRoom("home");
    expect(JSON.parse(window.sessionStorage.getItem("activeRooms")!)).toEqual([
      "league-nfl",
      "home",
    ]);
    client.connect();
    socket.open();
    expect(socket.emitsOf("join-room")).toEqual([{ roomSlug: "league-nfl" }, { roomSlug: "home" }]);
    socket.connected = false;
    socket.fire("disconnect", "transport close");
    socket.open();
    expect(socket.emitsOf("join-room")).toHaveLength(4);
  });

  it("starts a page load with no rooms: a room left by typing another address is not rejoined", () => {
    window.sessionStorage.setItem("activeRooms", JSON.stringify(["game-401"]));
    const { socket, client } = setup();
    client.connect();
    socket.open();
    expect(socket.emitsOf("join-room")).toEqual([]);
    // The page's own room joins as it mounts, and is rejoined after a reconnect.
    client.joinRoom("general");
    socket.connected = false;
    socket.fire("disconnect", "transport close");
    socket.open();
    expect(socket.emitsOf("join-room")).toEqual([{ roomSlug: "general" }, { roomSlug: "general" }]);
  });

  it("joins its rooms again when the server says it may have missed events", () => {
    const { socket, client } = setup();
    client.joinRoom("general");
    client.connect();
    socket.open();
    socket.fire("resync");
    expect(socket.emitsOf("join-room")).toEqual([{ roomSlug: "general" }, { roomSlug: "general" }]);
  });

  it("queues actions while offline and replays only those at most 60 s old on connect", () => {
    let now = 0;
    const { socket, client } = setup({ now: () => now });
    client.emitOrQueue("leave-room", { roomSlug: "old" });
    now = 30_000;
    client.emitOrQueue("leave-room", { roomSlug: "fresh" });
    expect(socket.emitsOf("leave-room")).toEqual([]);
    now = 70_000;
    socket.open();
    expect(socket.emitsOf("leave-room")).toEqual([{ roomSlug: "fresh" }]);
    expect(client.queuedActions()).toEqual([]);
  });

  it("reports 'Failed to connect to server' after the fifth connection error", () => {
    const { socket, client } = setup();
    client.connect();
    for (let n = 1; n <= 4; n++) socket.fire("connect_error", new Error("xhr poll error"));
    expect(client.getState()).toEqual({ status: "reconnecting", error: null });
    socket.fire("connect_error", new Error("xhr poll error"));
    expect(client.getState()).toEqual({ status: "failed", error: "Failed to connect to server" });
    socket.open();
    expect(client.getState()).toEqual({ status: "connected", error: null });
  });

  it("keeps trying quietly after giving up: every 30 s, when back online, when the tab is shown", () => {
    vi.useFakeTimers();
    const { socket, client } = setup();
    client.connect();
    for (let n = 1; n <= 5; n++) socket.fire("connect_error", new Error("xhr poll error"));
    expect(client.getState().status).toBe("failed");
    expect(socket.connect).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(GAVE_UP_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    // Still down: the fan keeps seeing the error (and Retry), not a flicker of "Connecting".
    socket.fire("connect_error", new Error("xhr poll error"));
    expect(client.getState()).toEqual({ status: "failed", error: "Failed to connect to server" });
    window.dispatchEvent(new Event("online"));
    expect(socket.connect).toHaveBeenCalledTimes(3);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(socket.connect).toHaveBeenCalledTimes(4);

    socket.open();
    expect(client.getState()).toEqual({ status: "connected", error: null });
    vi.advanceTimersByTime(3 * GAVE_UP_RETRY_MS);
    window.dispatchEvent(new Event("online"));
    expect(socket.connect).toHaveBeenCalledTimes(4);
  });

  it("stops trying after giving up once the fan signs out", () => {
    vi.useFakeTimers();
    const { socket, client } = setup();
    client.connect();
    for (let n = 1; n <= 5; n++) socket.fire("connect_error", new Error("xhr poll error"));
    client.disconnect();
    vi.advanceTimersByTime(3 * GAVE_UP_RETRY_MS);
    window.dispatchEvent(new Event("online"));
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it("reconnects at once after a server-initiated disconnect", () => {
    const { socket, client } = setup();
    client.connect();
    socket.open();
    expect(socket.connect).toHaveBeenCalledTimes(1);
    socket.connected = false;
    socket.fire("disconnect", "io server disconnect");
    expect(socket.connect).toHaveBeenCalledTimes(2);
    socket.fire("disconnect", "transport close");
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it("refreshes the token once when the handshake is refused, then reconnects", async () => {
    const { socket, client, deps } = setup();
    client.connect();
    socket.fire("connect_error", new Error("unauthorized"));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(deps.onAuthExpired).not.toHaveBeenCalled();
    socket.fire("connect_error", new Error("unauthorized"));
    expect(deps.refreshSession).toHaveBeenCalledTimes(1);
    expect(deps.onAuthExpired).toHaveBeenCalledTimes(1);
  });

  it("waits and connects again, signed in, when the server cannot check the session", () => {
    vi.useFakeTimers();
    const { socket, client, deps } = setup();
    client.connect();
    socket.fire("connect_error", new Error("service unavailable"));
    expect(client.getState()).toEqual({ status: "reconnecting", error: null });
    expect(deps.refreshSession).not.toHaveBeenCalled();
    expect(deps.onAuthExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SERVICE_UNAVAILABLE_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(2);

    // Signed out before the retry: it does not connect a signed-out tab.
    socket.fire("connect_error", new Error("service unavailable"));
    client.disconnect();
    vi.advanceTimersByTime(SERVICE_UNAVAILABLE_RETRY_MS);
    expect(socket.connect).toHaveBeenCalledTimes(2);
  });

  it("raises auth expiry when the refresh fails", async () => {
    const { socket, client, deps } = setup({ refreshSession: vi.fn(async () => false) });
    client.connect();
    socket.fire("connect_error", new Error("unauthorized"));
    await vi.waitFor(() => expect(deps.onAuthExpired).toHaveBeenCalledTimes(1));
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  it("forgets rooms and queued actions on logout", () => {
    const { socket, client } = setup();
    client.joinRoom("home");
    client.emitOrQueue("leave-room", { roomSlug: "x" });
    client.disconnect();
    expect(socket.disconnect).toHaveBeenCalled();
    expect(window.sessionStorage.getItem("activeRooms")).toBeNull();
    socket.open();
    expect(socket.emitted).toEqual([]);
  });

  it("drops typing signals while offline instead of queueing them", () => {
    const { socket, client } = setup();
    client.emitVolatile("typing-start", { roomSlug: "home", username: "alice" });
    socket.open();
    expect(socket.emitsOf("typing-start")).toEqual([]);
  });
});
