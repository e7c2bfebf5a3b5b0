import { useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { chatMessageSchema, messageResponseSchema, type ChatMessage } from "@huddle/contracts/chat";
import type { SendMessageAck } from "@huddle/contracts/realtime";

import { announceMessageSent } from "@/lib/activity/sent-messages";
import type { HttpClient } from "@/lib/http/http-client";
import { HttpError } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";
import { randomId } from "@/lib/random-id";
import type { SocketClient } from "@/lib/socket/socket-client";
import { useSocketClient } from "@/lib/socket/use-socket";
import { appendMessage, type RoomMessages } from "../utils/message-cache";
import { SendMessageError, filterRejectionFrom } from "../utils/send-failure";
import { holdMessage, isHeldForReview } from "../utils/held-messages";
import { apiRoomSlug, chatKeys } from "./chat-keys";
import { getRoomMessages } from "./get-messages";
import { updateHeldMessages } from "./held-messages";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";

export interface SendMessageInput {
  roomSlug: string;
  messageText: string;
  parentMessageId?: string | null;
  /** A moderator's announcement (spec 000 §7 broadcast); sent over the socket only. */
  announce?: boolean;
  /** Issue 15 §4: the sender watches this far behind live; the server stamps that moment. */
  spoilerDelaySeconds?: number;
  /** The message's id, kept while the same text is retried (contracts: sendMessageRequestSchema). */
  clientMessageId?: string;
}

/** Sent only when on, so a send without a delay stays as it was. */
const delayField = (input: SendMessageInput) =>
  input.spoilerDelaySeconds ? { spoilerDelaySeconds: input.spoilerDelaySeconds } : {};

const idField = (input: SendMessageInput) =>
  input.clientMessageId ? { clientMessageId: input.clientMessageId } : {};

/** Announcements have no HTTP call, so they wait for the live connection. */
export const ANNOUNCE_NEEDS_CONNECTION =
  "Announcements need a live connection. Please try again in a moment.";

async function sendOverSocket(socket: SocketClient, input: SendMessageInput) {
  const event = input.announce ? "broadcast-message" : "send-message";
  const ack = await socket.request<typeof event, SendMessageAck>(event, {
    roomSlug: input.roomSlug,
    messageText: input.messageText,
    parentMessageId: input.parentMessageId ?? null,
    ...delayField(input),
    ...idField(input),
  });
  if ("ok" in ack && ack.ok) return chatMessageSchema.parse(ack.message);
  const failure = ack as Exclude<SendMessageAck, { ok: true }>;
  throw new SendMessageError(
    failure.error,
    failure.status,
    filterRejectionFrom(failure.status, failure),
  );
}

async function sendOverHttp(http: HttpClient, input: SendMessageInput) {
  try {
    const raw = await http.request<unknown>(
      `/api/chat/rooms/${apiRoomSlug(input.roomSlug)}/messages`,
      {
        method: "POST",
        body: {
          messageText: input.messageText,
          ...(input.parentMessageId ? { parentMessageId: input.parentMessageId } : {}),
          ...delayField(input),
          ...idField(input),
        },
      },
    );
    return messageResponseSchema.parse(raw).message;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new SendMessageError(
      error.message,
      error.status,
      filterRejectionFrom(error.status, error.data),
    );
  }
}

/**
 * Sends over the socket when it is connected (the ack carries the saved message or the refusal),
 * else over HTTP. A socket that times out is not retried over HTTP: the message may have been
 * stored already, and a second send would post it twice.
 */
export async function sendMessage(
  http: HttpClient,
  socket: SocketClient | null,
  input: SendMessageInput,
): Promise<ChatMessage> {
  const trimmed = { ...input, messageText: input.messageText.trim() };
  if (socket?.isConnected()) return sendOverSocket(socket, trimmed);
  if (trimmed.announce) throw new SendMessageError(ANNOUNCE_NEEDS_CONNECTION, 503, null);
  return sendOverHttp(http, trimmed);
}

type ComposedMessage = Omit<
  SendMessageInput,
  "roomSlug" | "spoilerDelaySeconds" | "clientMessageId"
>;

/**
 * One id per message the fan composed: a send whose outcome is unknown (a timeout, a 5xx) keeps
 * it, so sending the same text again cannot post it twice; a new text or room, a success or a
 * definite refusal (4xx) starts a new one.
 */
function useClientMessageIds() {
  const current = useRef<{ key: string; id: string } | null>(null);
  return {
    idFor(roomSlug: string, input: ComposedMessage): string {
      const key = JSON.stringify([
        roomSlug,
        input.messageText.trim(),
        input.parentMessageId ?? null,
        !!input.announce,
      ]);
      if (current.current?.key !== key) current.current = { key, id: randomId() };
      return current.current.id;
    },
    settled(error: unknown) {
      const outcomeUnknown =
        error instanceof SendMessageError ? error.status >= 500 || error.status === 0 : !!error;
      if (!outcomeUnknown) current.current = null;
    },
  };
}

export function useSendMessage(roomSlug: string, prepare: (m: ChatMessage) => ChatMessage) {
  const http = useHttpClient();
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  const spoilerDelaySeconds = useSpoilerDelay().seconds;
  const ids = useClientMessageIds();
  return useMutation({
    mutationFn: (input: ComposedMessage) =>
      sendMessage(http, socket, {
        ...input,
        roomSlug,
        spoilerDelaySeconds,
        clientMessageId: ids.idFor(roomSlug, input),
      }),
    onSettled: (_sent, error) => ids.settled(error),
    onSuccess: (sent) => {
      announceMessageSent();
      const message = prepare(sent);
      // Quarantined: stored for review, not broadcast; only the sender sees it (held-messages).
      if (isHeldForReview(message)) {
        updateHeldMessages(queryClient, roomSlug, (held) => holdMessage(held, message));
        return;
      }
      const key = chatKeys.messages(roomSlug);
      const state = queryClient.getQueryData<RoomMessages>(key);
      if (state) {
        queryClient.setQueryData<RoomMessages>(key, appendMessage(state, message, roomSlug));
        return;
      }
      // Sent before the room's history arrived: that read may predate this message, and without
      // a live connection no catch-up follows (the live echo of it found no history to join). A
      // first load is never restarted by a refetch (it is joined), so it is cancelled and read
      // again, fresh: a node's cached page, or a read it still has in flight, predates it too.
      void queryClient
        .cancelQueries({ queryKey: key })
        .then(() =>
          queryClient.fetchQuery({
            queryKey: key,
            queryFn: () => getRoomMessages(http, roomSlug, { fresh: true }),
          }),
        )
        // A failed read is the query's error: the list shows it, with its Retry.
        .catch(() => undefined);
    },
  });
}
