import { io, type ManagerOptions, type SocketOptions } from "socket.io-client";
import {
  SOCKET_ACK_TIMEOUT_MS,
  SOCKET_CONNECT_FAILED_MESSAGE,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_MAX_CONNECT_ERRORS,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from "@huddle/contracts/chat-client";
import {
  SOCKET_SERVICE_UNAVAILABLE,
  type ClientToServerEvents,
  type JoinRoomAck,
  type ServerToClientEvents,
} from "@huddle/contracts/realtime";
import { addActiveRoom, clearActiveRooms, readActiveRooms, removeActiveRoom } from "./active-rooms";
import { enqueueAction, replayableActions, type QueuedAction } from "./offline-queue";

/**
 * The realtime connection (spec 000 §4 Realtime socket, §9): one socket per app, connected while a
 * user is signed in. It rejoins the tab's rooms and replays queued actions on every connect,
 * reconnects at once after a server-initiated disconnect, refreshes the token once when the
 * handshake is refused, and reports 'Failed to connect to server' after 5 connection errors —
 * then keeps trying quietly (`GAVE_UP_RETRY_MS`, coming online, the tab shown) until it connects.
 */

type ClientEvent = keyof ClientToServerEvents;
type ServerEvent = keyof ServerToClientEvents;

/** The part of a socket.io-client Socket this module uses (tests pass a fake). */
export interface SocketLike {
  readonly connected: boolean;
  connect(): unknown;
  disconnect(): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  on(event: string, handler: (...args: never[]) => void): unknown;
  off(event: string, handler: (...args: never[]) => void): unknown;
  readonly volatile?: { emit(event: string, ...args: unknown[]): unknown };
}

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => SocketLike;

export type SocketStatus = "idle" | "connecting" | "connected" | "reconnecting" | "failed";

export interface SocketState {
  status: SocketStatus;
  /** 'Failed to connect to server' once the connection has failed 5 times; else null. */
  error: string | null;
}

export interface SocketClientDeps {
  getToken: () => string | null;
  /** Tries one token refresh; true when a new access token is stored. */
  refreshSession: () => Promise<boolean>;
  /** Raised when the handshake is still refused after a refresh. */
  onAuthExpired: () => void;
  createSocket?: SocketFactory;
  now?: () => number;
}

export const SERVER_DISCONNECT = "io server disconnect";
export const UNAUTHORIZED = "unauthorized";
export const ACK_TIMEOUT_MESSAGE = "The server did not answer in time. Please try again.";
/**
 * After 'Failed to connect to server' (socket.io has spent its 5 attempts), one quiet attempt
 * this often, and at once when the browser comes back online or the tab is shown again: a server
 * restart longer than the ~10 s of attempts used to leave every open room dead until Retry.
 */
export const GAVE_UP_RETRY_MS = 30_000;
/** How long to wait before connecting again when the server could not check the session. */
export const SERVICE_UNAVAILABLE_RETRY_MS = 5_000;

/** spec 000 §7 Realtime and §9 Socket: the options the socket is created with. */
export function socketOptions(
  getToken: () => string | null,
): Partial<ManagerOptions & SocketOptions> {
  return {
    path: "/socket.io",
    transports: ["websocket", "polling"],
    withCredentials: true,
    autoConnect: false,
    reconnection: true,
    reconnectionAttempts: SOCKET_RECONNECT_ATTEMPTS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    // ±50 % jitter on each delay so a restarted server is not hit by every client at once.
    randomizationFactor: 0.5,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    // A function, so every reconnect sends the current (possibly refreshed) token.
    auth: (send: (data: object) => void) => send({ token: getToken() ?? "" }),
  };
}

const defaultFactory: SocketFactory = (options) => io(options) as unknown as SocketLike;

export type SocketClient = ReturnType<typeof createSocketClient>;

export function createSocketClient(deps: SocketClientDeps) {
  const now = deps.now ?? Date.now;
  const socket = (deps.createSocket ?? defaultFactory)(socketOptions(deps.getToken));
  let state: SocketState = { status: "idle", error: null };
  let queue: QueuedAction[] = [];
  let connectErrors = 0;
  let triedRefresh = false;
  const stateListeners = new Set<() => void>();
  const connectListeners = new Set<() => void>();
  const joinListeners = new Set<(ack: JoinRoomAck) => void>();
  // A page load starts with no rooms: the rooms its page shows join again as they mount (a
  // reload of a room rejoins it). Rejoining the stored list kept a fan who had typed another
  // address counted online in the room they left, and suggested for @mentions there.
  clearActiveRooms();

  function setState(next: SocketState): void {
    if (next.status === state.status && next.error === state.error) return;
    state = next;
    stateListeners.forEach((listener) => listener());
  }

  function emitJoin(roomSlug: string): void {
    socket.emit("join-room", { roomSlug }, (ack: JoinRoomAck) => {
      joinListeners.forEach((listener) => listener(ack));
    });
  }

  /** Tries once more without changing what the fan sees; the error stays until it connects. */
  function retryQuietly(): void {
    if (state.status === "failed" && !socket.connected) socket.connect();
  }
  function onTabShown(): void {
    if (document.visibilityState === "visible") retryQuietly();
  }
  let gaveUpTimer: ReturnType<typeof setInterval> | undefined;

  function keepTryingAfterGivingUp(): void {
    if (gaveUpTimer !== undefined) return;
    gaveUpTimer = setInterval(retryQuietly, GAVE_UP_RETRY_MS);
    window.addEventListener("online", retryQuietly);
    document.addEventListener("visibilitychange", onTabShown);
  }

  function stopTrying(): void {
    if (gaveUpTimer === undefined) return;
    clearInterval(gaveUpTimer);
    gaveUpTimer = undefined;
    window.removeEventListener("online", retryQuietly);
    document.removeEventListener("visibilitychange", onTabShown);
  }

  function onConnect(): void {
    stopTrying();
    connectErrors = 0;
    triedRefresh = false;
    setState({ status: "connected", error: null });
    readActiveRooms().forEach(emitJoin);
    const pending = replayableActions(queue, now());
    queue = [];
    pending.forEach((action) => socket.emit(action.event, action.payload));
    connectListeners.forEach((listener) => listener());
  }

  function onConnectError(error: Error): void {
    // The server's database is away for a moment: the session is fine, so no refresh and no
    // sign-out; socket.io does not retry a handshake the server refused, so this does.
    if (error?.message === SOCKET_SERVICE_UNAVAILABLE) {
      setState({ status: "reconnecting", error: null });
      setTimeout(() => {
        // Not after a sign-out meanwhile (idle), nor once connected some other way.
        if (state.status !== "idle" && !socket.connected) socket.connect();
      }, SERVICE_UNAVAILABLE_RETRY_MS);
      return;
    }
    if (error?.message === UNAUTHORIZED) {
      if (triedRefresh) {
        setState({ status: "failed", error: SOCKET_CONNECT_FAILED_MESSAGE });
        deps.onAuthExpired();
        return;
      }
      triedRefresh = true;
      void deps.refreshSession().then((refreshed) => {
        if (refreshed) socket.connect();
        else deps.onAuthExpired();
      });
      return;
    }
    connectErrors += 1;
    if (connectErrors >= SOCKET_MAX_CONNECT_ERRORS) {
      setState({ status: "failed", error: SOCKET_CONNECT_FAILED_MESSAGE });
      keepTryingAfterGivingUp();
    } else {
      setState({ status: "reconnecting", error: null });
    }
  }

  function onDisconnect(reason: string): void {
    if (reason === SERVER_DISCONNECT) {
      // The server closed us on purpose (e.g. a restart); socket.io will not retry by itself.
      setState({ status: "connecting", error: null });
      socket.connect();
      return;
    }
    if (state.status !== "idle") setState({ status: "reconnecting", error: null });
  }

  /** Emits now, or queues the action for the next connect (spec 000 §4, §9). */
  function emitOrQueue<E extends ClientEvent>(
    event: E,
    payload: Parameters<ClientToServerEvents[E]>[0],
  ): void {
    if (socket.connected) socket.emit(event, payload);
    else queue = enqueueAction(queue, { event, payload, queuedAt: now() });
  }

  socket.on("connect", onConnect);
  socket.on("connect_error", onConnectError);
  socket.on("disconnect", onDisconnect);
  // The node may have missed events while its Redis link was down: joining again catches up.
  socket.on("resync", () => readActiveRooms().forEach(emitJoin));

  return {
    getState: (): SocketState => state,
    subscribe(listener: () => void): () => void {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    isConnected: (): boolean => socket.connected,

    connect(): void {
      if (socket.connected || state.status === "connecting") return;
      connectErrors = 0;
      setState({ status: "connecting", error: null });
      socket.connect();
    },

    /** Logout: close the socket and forget the tab's rooms and queued actions. */
    disconnect(): void {
      stopTrying();
      setState({ status: "idle", error: null });
      queue = [];
      clearActiveRooms();
      socket.disconnect();
    },

    /** A manual retry after 'Failed to connect to server'. */
    retry(): void {
      connectErrors = 0;
      setState({ status: "connecting", error: null });
      socket.connect();
    },

    /** Remembers the room for reconnects and joins it now if connected. */
    joinRoom(roomSlug: string): void {
      addActiveRoom(roomSlug);
      if (socket.connected) emitJoin(roomSlug);
    },

    leaveRoom(roomSlug: string): void {
      removeActiveRoom(roomSlug);
      emitOrQueue("leave-room", { roomSlug });
    },

    emitOrQueue,

    /** Fire-and-forget that is dropped when offline (typing indicators). */
    emitVolatile<E extends ClientEvent>(event: E, payload: Parameters<ClientToServerEvents[E]>[0]) {
      if (!socket.connected) return;
      (socket.volatile ?? socket).emit(event, payload);
    },

    /** Emits with an ack; rejects when offline or when no ack comes within `timeoutMs`. */
    request<E extends ClientEvent, Ack>(
      event: E,
      payload: Parameters<ClientToServerEvents[E]>[0],
      timeoutMs = SOCKET_ACK_TIMEOUT_MS,
    ): Promise<Ack> {
      if (!socket.connected) return Promise.reject(new Error("Socket is not connected"));
      return new Promise<Ack>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(ACK_TIMEOUT_MESSAGE)), timeoutMs);
        socket.emit(event, payload, (ack: Ack) => {
          clearTimeout(timer);
          resolve(ack);
        });
      });
    },

    on<E extends ServerEvent>(event: E, handler: ServerToClientEvents[E]): () => void {
      socket.on(event, handler as (...args: never[]) => void);
      return () => socket.off(event, handler as (...args: never[]) => void);
    },

    /** Called on every connect, after the rooms were rejoined (reconnect catch-up). */
    onConnected(listener: () => void): () => void {
      connectListeners.add(listener);
      return () => connectListeners.delete(listener);
    },

    onJoinAck(listener: (ack: JoinRoomAck) => void): () => void {
      joinListeners.add(listener);
      return () => joinListeners.delete(listener);
    },

    /** For tests and diagnostics. */
    queuedActions: (): readonly QueuedAction[] => queue,
  };
}
