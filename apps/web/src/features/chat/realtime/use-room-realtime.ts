import { useEffect, useReducer, useRef, useState } from "react";
import { isCancelledError, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { chatMessageSchema, type ChatMessage, type RoomSettings } from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { HttpError } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";
import type { SocketClient } from "@/lib/socket/socket-client";
import { useSocketClient } from "@/lib/socket/use-socket";
import { chatKeys } from "../api/chat-keys";
import { updateHeldMessages } from "../api/held-messages";
import { getAllMessagesAfter, getRoomMessages, roomMessagesQuery } from "../api/get-messages";
import {
  appendMessage,
  lastSeenMessageId,
  mergeEditedMessage,
  mergeMissedMessages,
  reconcileNewestPage,
  removeMessage,
  type RoomMessages,
} from "../utils/message-cache";
import { releaseMessage } from "../utils/held-messages";
import type { SpoilerQueue } from "@/lib/spoiler-delay/spoiler-queue";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";
import { typingReducer } from "../utils/typing-users";

/** How many sends in a row may restart the history read a catch-up waits for (see heldHistory). */
const CANCELLED_READ_RETRIES = 3;

/** A typing-stop can be lost (volatile); a name disappears after this long regardless. */
const TYPING_EXPIRY_MS = 6_000;

type Prepare = (message: ChatMessage) => ChatMessage;

const NO_HIDDEN: ReadonlySet<string> = new Set();

function updateMessages(
  queryClient: QueryClient,
  roomSlug: string,
  update: (state: RoomMessages) => RoomMessages,
) {
  queryClient.setQueryData<RoomMessages>(chatKeys.messages(roomSlug), (state) =>
    state ? update(state) : state,
  );
}

/**
 * The room's history as held, waiting for its first read if that is still out. A send made
 * before that read answered cancels it and reads a fresh page (send-message.ts); the catch-up
 * then waits for that one instead, or starts it fresh itself, whichever comes first. Undefined
 * when the history failed to load.
 */
async function heldHistory(
  http: HttpClient,
  queryClient: QueryClient,
  roomSlug: string,
): Promise<RoomMessages | undefined> {
  const key = chatKeys.messages(roomSlug);
  const firstRead = roomMessagesQuery(http, roomSlug);
  const freshRead = { ...firstRead, queryFn: () => freshPage(http, roomSlug) };
  for (let attempt = 0; attempt <= CANCELLED_READ_RETRIES; attempt++) {
    const held = queryClient.getQueryData<RoomMessages>(key);
    if (held) return held;
    try {
      return await queryClient.ensureQueryData(attempt === 0 ? firstRead : freshRead);
    } catch (error) {
      if (!isCancelledError(error)) return undefined;
    }
  }
  return undefined;
}

const freshPage = (http: HttpClient, roomSlug: string) =>
  getRoomMessages(http, roomSlug, { fresh: true });

/**
 * Once the server has the socket in the room (its join ack), nothing new is missed; this fetches
 * what came before that and after the history held (STYLE 7). On a first join it waits for the
 * history GET, which may have been answered before the join. When the history may be old — a
 * rejoin after an outage, or a page cached from an earlier visit — the newest page is read again
 * too, for the edits and deletes made meanwhile. History comes rewritten for the viewer already.
 * Those newest-page reads ask for a fresh page: on a cluster, this node's cached page may predate
 * a message another node broadcast before the join.
 */
async function catchUp(
  http: HttpClient,
  queryClient: QueryClient,
  roomSlug: string,
  mayBeOld: boolean,
) {
  const key = chatKeys.messages(roomSlug);
  const held = await heldHistory(http, queryClient, roomSlug);
  // The history failed to load: its Retry reloads the room.
  if (!held) return;
  const lastId = lastSeenMessageId(held);
  try {
    const missed = lastId ? await getAllMessagesAfter(http, roomSlug, lastId) : null;
    if (!missed) {
      // Nothing to go on from (an empty room, or more missed than catch-up reads): the newest
      // page replaces the history, and what arrived live while it was read stays. A refetch
      // would drop those: a fan's first message into an empty room vanished for the others.
      const newest = await getRoomMessages(http, roomSlug, { fresh: true });
      const heldIds = new Set(held.messages.map((m) => m.id));
      updateMessages(queryClient, roomSlug, (state) =>
        mergeMissedMessages(
          newest,
          state.messages.filter((m) => !heldIds.has(m.id)),
          roomSlug,
        ),
      );
      return;
    }
    const newest = mayBeOld ? await getRoomMessages(http, roomSlug, { fresh: true }) : null;
    updateMessages(queryClient, roomSlug, (state) => {
      const merged = mergeMissedMessages(state, missed, roomSlug);
      return newest ? reconcileNewestPage(merged, newest, roomSlug) : merged;
    });
  } catch (error) {
    // The session ended meanwhile (a sign-out in another tab): the app takes the fan to sign in.
    if (error instanceof HttpError && error.status === 401) return;
    console.warn("Chat catch-up failed; reloading the room", error);
    await queryClient.invalidateQueries({ queryKey: key });
  }
}

function parseMessage(payload: unknown, prepare: Prepare): ChatMessage | null {
  const parsed = chatMessageSchema.safeParse(payload);
  return parsed.success ? prepare(parsed.data) : null;
}

/**
 * Joins a room on the socket and keeps its query cache live (spec 000 §4 Message list): new,
 * edited and deleted messages, typing users, the online count and slow-mode changes. New messages
 * from `hiddenUserIds` (users the viewer blocked) are dropped, as the server drops them from history.
 * With a spoiler delay on (issue 15 §4) others' messages and their edits and deletes wait in the
 * room's queue; the viewer's own (`viewerId`) show at once.
 */
export function useRoomRealtime(
  roomSlug: string,
  prepare: Prepare,
  hiddenUserIds: ReadonlySet<string> = NO_HIDDEN,
  onLiveMessage?: (message: ChatMessage) => void,
  viewerId: string | null = null,
) {
  const socket = useSocketClient();
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [typing, dispatchTyping] = useReducer(typingReducer, { roomSlug, usernames: [] });
  const [onlineCount, setOnlineCount] = useState<number | null>(null);
  const prepareRef = useRef(prepare);
  const hiddenRef = useRef(hiddenUserIds);
  const liveRef = useRef(onLiveMessage);
  const viewerRef = useRef(viewerId);
  const { queue } = useSpoilerDelay();

  useEffect(() => {
    liveRef.current = onLiveMessage;
  }, [onLiveMessage]);

  useEffect(() => {
    viewerRef.current = viewerId;
  }, [viewerId]);

  useEffect(() => {
    prepareRef.current = prepare;
  }, [prepare]);

  useEffect(() => {
    hiddenRef.current = hiddenUserIds;
  }, [hiddenUserIds]);

  useEffect(() => {
    if (!socket) return;
    return subscribeRoom(socket, http, queryClient, roomSlug, {
      prepare: (m) => prepareRef.current(m),
      isHidden: (m) => m.userId !== null && hiddenRef.current.has(m.userId),
      typing: dispatchTyping,
      online: setOnlineCount,
      live: (m) => liveRef.current?.(m),
      isOwn: (m) => m.userId !== null && m.userId === viewerRef.current,
      queue,
    });
  }, [socket, http, queryClient, roomSlug, queue]);

  return { typingUsers: typing.roomSlug === roomSlug ? typing.usernames : [], onlineCount };
}

interface RoomSinks {
  prepare: Prepare;
  isHidden: (message: ChatMessage) => boolean;
  typing: (action: Parameters<typeof typingReducer>[1]) => void;
  online: (count: number) => void;
  live: (message: ChatMessage) => void;
  isOwn: (message: ChatMessage) => boolean;
  queue: SpoilerQueue;
}

function subscribeRoom(
  socket: SocketClient,
  http: HttpClient,
  queryClient: QueryClient,
  roomSlug: string,
  sinks: RoomSinks,
): () => void {
  const expiries = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTyping = (username: string) => {
    clearTimeout(expiries.get(username));
    expiries.delete(username);
    sinks.typing({ type: "stop", roomSlug, username });
  };
  const inRoom = (payload: { roomSlug?: string }) => payload.roomSlug === roomSlug;
  const subscribedAt = Date.now();
  let joined = false;

  const onNewMessage = (payload: unknown) => {
    const message = parseMessage(payload, sinks.prepare);
    if (!message || sinks.isHidden(message)) return;
    const show = () => {
      // A held message of the viewer's that a moderator approved now belongs to the room.
      if (message.roomSlug === roomSlug) {
        updateHeldMessages(queryClient, roomSlug, (held) => releaseMessage(held, message.id));
      }
      updateMessages(queryClient, roomSlug, (s) => appendMessage(s, message, roomSlug));
      if (message.roomSlug === roomSlug) {
        stopTyping(message.username);
        sinks.live(message);
      }
    };
    if (sinks.isOwn(message)) show();
    else sinks.queue.push({ apply: show, messageId: message.id });
  };

  const offs = [
    socket.on("new-message", onNewMessage),
    // A moderator's announcement arrives under its own event name; it joins the list alike.
    socket.on("room-message-broadcast", onNewMessage),
    socket.on("message-edited", (payload) => {
      const message = parseMessage(payload, sinks.prepare);
      if (message && message.roomSlug === roomSlug) {
        sinks.queue.push({
          apply: () => updateMessages(queryClient, roomSlug, (s) => mergeEditedMessage(s, message)),
          followsMessageId: message.id,
        });
      }
    }),
    socket.on("message-deleted", (payload) => {
      if (payload.roomSlug && !inRoom(payload)) return;
      sinks.queue.push({
        apply: () => {
          updateMessages(queryClient, roomSlug, (s) => removeMessage(s, payload.id));
          updateHeldMessages(queryClient, roomSlug, (held) => releaseMessage(held, payload.id));
        },
        followsMessageId: payload.id,
      });
    }),
    socket.on("typing-start", (payload) => {
      if (!inRoom(payload)) return;
      clearTimeout(expiries.get(payload.username));
      expiries.set(
        payload.username,
        setTimeout(() => stopTyping(payload.username), TYPING_EXPIRY_MS),
      );
      sinks.typing({ type: "start", roomSlug, username: payload.username });
    }),
    socket.on("typing-stop", (payload) => {
      if (inRoom(payload)) stopTyping(payload.username);
    }),
    socket.on("user-joined", (payload) => inRoom(payload) && sinks.online(payload.onlineCount)),
    socket.on("user-left", (payload) => {
      if (!inRoom(payload)) return;
      sinks.online(payload.onlineCount);
      // Gone from the room: no "is typing…" left waiting for a stop that will not come.
      stopTyping(payload.username);
    }),
    socket.on("room-settings", (payload) => {
      if (inRoom(payload))
        // The room-wide event carries slow mode only; keep the viewer's own posting restriction.
        queryClient.setQueryData<RoomSettings>(chatKeys.settings(roomSlug), (old) => ({
          ...old,
          ...payload,
        }));
    }),
    // Sent out of the room (blocked, removed, the team went private): reading it again gets the
    // server's refusal, which the room page shows as Access Denied with its reason.
    socket.on("room-access-lost", (payload) => {
      if (inRoom(payload)) void queryClient.resetQueries({ queryKey: chatKeys.messages(roomSlug) });
    }),
    socket.on("posting-restriction", (payload) => {
      if (!inRoom(payload)) return;
      const key = chatKeys.settings(roomSlug);
      // Settings not loaded yet: they will be fetched with the new answer.
      if (!queryClient.getQueryData<RoomSettings>(key)) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<RoomSettings>(key, (old) =>
        old ? { ...old, postingRestriction: payload.postingRestriction } : old,
      );
    }),
    socket.onJoinAck((ack) => {
      if (!("ok" in ack && ack.ok && ack.roomSlug === roomSlug)) return;
      sinks.online(ack.onlineCount);
      const heldAt = queryClient.getQueryState(chatKeys.messages(roomSlug))?.dataUpdatedAt ?? 0;
      const mayBeOld = joined || (heldAt > 0 && heldAt < subscribedAt);
      joined = true;
      void catchUp(http, queryClient, roomSlug, mayBeOld);
    }),
  ];
  sinks.typing({ type: "reset", roomSlug });
  socket.joinRoom(roomSlug);

  return () => {
    offs.forEach((off) => off());
    expiries.forEach((timer) => clearTimeout(timer));
    socket.leaveRoom(roomSlug);
  };
}
