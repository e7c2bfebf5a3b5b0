import { vi } from "vitest";
import type { ChatMessage } from "@huddle/contracts/chat";
import { createSocketClient, type SocketClient, type SocketLike } from "@/lib/socket/socket-client";

let sequence = 0;

/**
 * A message as the server presents it; ids are fresh v4 UUIDs, each later-built message comes
 * later in the server's order (`seq`), times one minute apart.
 */
export function buildMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  sequence += 1;
  const text = overrides.text ?? overrides.messageText ?? `Message ${sequence}`;
  const userId = overrides.userId ?? crypto.randomUUID();
  const username = overrides.username ?? "bob";
  return {
    id: crypto.randomUUID(),
    seq: sequence,
    roomSlug: "home",
    userId,
    user: userId ? { id: userId, username, avatar: null } : null,
    username,
    text,
    messageText: text,
    createdAt: new Date(Date.UTC(2025, 10, 1, 12, 0) + sequence * 60_000).toISOString(),
    isEdited: false,
    type: "normal",
    parentMessageId: null,
    parentMessage: null,
    roomName: "Home",
    roomUrl: "/",
    room: { type: "home" },
    flair: null,
    moderationStatus: "visible",
    gameMoment: null,
    reactions: [],
    ...overrides,
  };
}

type Handler = (...args: unknown[]) => void;

/**
 * A stand-in for a socket.io-client Socket: records emits, lets a test fire server events and
 * answer acks (`answer`), and counts connect/disconnect calls.
 */
export class FakeSocket implements SocketLike {
  connected = false;
  readonly emitted: Array<{ event: string; payload: unknown }> = [];
  readonly connect = vi.fn(() => this);
  readonly disconnect = vi.fn(() => {
    this.connected = false;
    return this;
  });
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly answers = new Map<string, (payload: unknown) => unknown>();

  emit(event: string, ...args: unknown[]): this {
    const [payload, ack] = args;
    this.emitted.push({ event, payload });
    const answer = this.answers.get(event);
    if (answer && typeof ack === "function") ack(answer(payload));
    return this;
  }

  on(event: string, handler: (...args: never[]) => void): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler as Handler);
    return this;
  }

  off(event: string, handler: (...args: never[]) => void): this {
    this.handlers.get(event)?.delete(handler as Handler);
    return this;
  }

  /** Delivers an event as if it came from the server (or the manager). */
  fire(event: string, ...args: unknown[]): void {
    [...(this.handlers.get(event) ?? [])].forEach((handler) => handler(...args));
  }

  /** Marks the socket connected and fires `connect`. */
  open(): void {
    this.connected = true;
    this.fire("connect");
  }

  /** Answers every emit of `event` that carries an ack. */
  answer(event: string, reply: (payload: unknown) => unknown): void {
    this.answers.set(event, reply);
  }

  emitsOf(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }
}

/** The app's socket client over a FakeSocket, signed in (a fixed token; refreshes succeed). */
export function socketClientOver(socket: FakeSocket): SocketClient {
  return createSocketClient({
    getToken: () => "t",
    refreshSession: async () => true,
    onAuthExpired: () => {},
    createSocket: () => socket,
  });
}
