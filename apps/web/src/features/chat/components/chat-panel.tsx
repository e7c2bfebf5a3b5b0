import { useCallback, useMemo, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CHAT_MESSAGES, type ChatMessage } from "@huddle/contracts/chat";
import { Notice } from "@/components/ui/notice";
import { useSession } from "@/lib/session/use-session";
import { useSocketClient, useSocketState } from "@/lib/socket/use-socket";
import { useBlockedUsers } from "@/entities/viewer/api/get-blocked-users";
import { chatKeys } from "../api/chat-keys";
import { useRoomMessages } from "../api/get-messages";
import { useHeldMessages } from "../api/held-messages";
import { useRoomSettings } from "../api/get-room-settings";
import { useSendMessage } from "../api/send-message";
import { useReportedMessages } from "../api/reported-messages";
import { useMessageActions } from "../hooks/use-message-actions";
import { useRoomLocked } from "../hooks/use-room-locked";
import { useTimedNotice } from "../hooks/use-timed-notice";
import { useViewerWordFilter } from "../hooks/use-viewer-word-filter";
import { readLocalToggles } from "@/lib/preferences/local-preferences";
import { playBeep } from "@/lib/preferences/play-beep";
import { useRoomReactions } from "../realtime/use-room-reactions";
import { useRoomRealtime } from "../realtime/use-room-realtime";
import { onlineLabel, postingRestrictionText, slowModeNotice } from "../utils/chat-texts";
import { draftKeyFor } from "../utils/composer-drafts";
import { SendMessageError, type FilterRejection } from "../utils/send-failure";
import { typingLine } from "../utils/typing-users";
import { roomAbilitiesFor } from "../utils/viewer-abilities";
import { ChatBody } from "./chat-body";
import { Composer, type ReplyTarget } from "./composer";
import { ConnectionStatus } from "./connection-status";
import { MessageBlockedModal } from "./message-blocked-modal";
import { ReportDialog } from "./report-dialog";
import { SlowModeControl } from "./slow-mode-control";

interface ChatPanelProps {
  roomSlug: string;
  title: string;
  subtitle?: string;
  /** The home chat reports with 'Inappropriate content' (spec 000 §7); rooms ask for a reason. */
  fixedReportReason?: string;
  /** A send refused because the user may not post (403 muted) — the room page lists it. */
  onPostingRestricted?: (message: string) => void;
  /** Room controls for the chat's header line (the room's notification level). */
  headerControls?: ReactNode;
  className?: string;
}

/** One room's chat: live list, composer, moderation dialogs. Used by /room and the home page. */
export function ChatPanel(props: ChatPanelProps) {
  const { roomSlug, title, subtitle, fixedReportReason, onPostingRestricted } = props;
  const { user } = useSession();
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  const prepare = useViewerWordFilter(user !== null);

  const blockedUsers = useBlockedUsers(user !== null);
  const hiddenUserIds = useMemo(
    () => new Set((blockedUsers.data ?? []).map((u) => u.id)),
    [blockedUsers.data],
  );
  // Typing events name the typist only: a blocked fan is hidden there by username.
  const hiddenUsernames = useMemo(
    () => new Set((blockedUsers.data ?? []).map((u) => u.username)),
    [blockedUsers.data],
  );

  const messages = useRoomMessages(roomSlug);
  const held = useHeldMessages(roomSlug);
  const settings = useRoomSettings(roomSlug);
  const userId = user?.id ?? null;
  const onLiveMessage = useCallback(
    (m: ChatMessage) => {
      if (m.userId !== userId && readLocalToggles().soundEffects) playBeep();
    },
    [userId],
  );
  const live = useRoomRealtime(roomSlug, prepare, hiddenUserIds, onLiveMessage, userId);
  const socketStatus = useSocketState().status;
  useRoomReactions(roomSlug, userId);
  const send = useSendMessage(roomSlug, prepare);
  const { notice, show } = useTimedNotice();
  const actions = useMessageActions({ roomSlug, prepare, fixedReportReason, notify: show });
  const reportedIds = useReportedMessages();
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [blocked, setBlocked] = useState<{ rejection: FilterRejection; text: string } | null>(null);
  const can = roomAbilitiesFor(user, settings.data);
  const slowSeconds = settings.data?.slowModeSeconds ?? 0;
  // The server says up front when the viewer may read but not post (a team mute, a non-member).
  const restriction = settings.data?.postingRestriction;
  const locked = useRoomLocked(settings.data?.locksAt);
  // The server's answer first: a site mute there says until when.
  const cannotPost = locked
    ? CHAT_MESSAGES.roomLocked
    : restriction
      ? postingRestrictionText(restriction)
      : user?.muted
        ? CHAT_MESSAGES.muted
        : null;
  const typing = useMemo(
    () => typingLine(live.typingUsers.filter((name) => !hiddenUsernames.has(name))),
    [live.typingUsers, hiddenUsernames],
  );

  async function onSend(
    text: string,
    parentMessageId: string | null,
    { announce }: { announce: boolean },
  ): Promise<boolean> {
    try {
      await send.mutateAsync({ messageText: text, parentMessageId, announce });
      setReplyTo(null);
      return true;
    } catch (error) {
      if (error instanceof SendMessageError && error.rejection) {
        setBlocked({ rejection: error.rejection, text });
        return false;
      }
      const message = (error as Error).message;
      console.warn("Chat send failed", error);
      show("error", message);
      if (error instanceof SendMessageError && error.status === 403) {
        onPostingRestricted?.(message);
        // A mute or block given since the settings loaded: ask again so the composer says so.
        void queryClient.invalidateQueries({ queryKey: chatKeys.settings(roomSlug) });
      }
      return false;
    }
  }

  const connected = socketStatus === "connected";
  const username = user?.username ?? "";
  const draftKey = userId ? draftKeyFor(userId, roomSlug) : undefined;
  return (
    <section
      aria-label={title}
      className={`flex min-h-0 min-w-0 flex-col gap-2 rounded-lg bg-white p-2 shadow-sm sm:p-3 dark:bg-gray-800 ${props.className ?? ""}`}
    >
      <header className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          {/* The online count sits on the title's line: on a phone its own line cost a message. */}
          <div className="flex items-baseline gap-x-2">
            <h2 className="text-base font-semibold sm:text-lg">{title}</h2>
            {/* While the connection is down the count is only what it was: hidden, not stale. */}
            {live.onlineCount !== null && connected ? (
              <span className="text-xs text-gray-600 dark:text-gray-400">
                {onlineLabel(live.onlineCount)}
              </span>
            ) : null}
          </div>
          {subtitle ? <p className="text-sm text-gray-600 dark:text-gray-400">{subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 text-xs text-gray-600 dark:text-gray-400">
          {props.headerControls}
          {can.canSetSlowMode && settings.isSuccess ? (
            <SlowModeControl roomSlug={roomSlug} seconds={slowSeconds} />
          ) : null}
        </div>
      </header>
      <ConnectionStatus />
      {/* A locked room says so in the composer (and the room page's warnings): no slow mode. */}
      {slowSeconds > 0 && !locked ? (
        <Notice tone="info">{slowModeNotice(slowSeconds, settings.data?.slowModeSource)}</Notice>
      ) : null}
      {/* Keyed: one room's list and what its announcer has read never carry into the next room. */}
      <ChatBody
        key={roomSlug}
        query={messages}
        hiddenUserIds={hiddenUserIds}
        held={held}
        viewer={user}
        onEdit={actions.onEdit}
        onDelete={actions.onDelete}
        onReport={actions.onReport}
        reportedIds={reportedIds}
        onReply={(m) => setReplyTo({ id: m.id, username: m.username, text: m.text })}
        onNotice={show}
      />
      {/* Shown, never announced: "is typing…" is noise to a screen reader (issue 18 §4). */}
      <p className="min-h-4 truncate text-xs italic text-gray-600 dark:text-gray-400">{typing}</p>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <Composer
        draftKey={draftKey}
        onSend={onSend}
        onTypingStart={() => socket?.emitVolatile("typing-start", { roomSlug, username })}
        onTypingStop={() => socket?.emitVolatile("typing-stop", { roomSlug, username })}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        disabledReason={cannotPost}
        canAnnounce={can.canAnnounce}
        roomSlug={roomSlug}
      />
      {blocked ? (
        <MessageBlockedModal
          rejection={blocked.rejection}
          messageText={blocked.text}
          roomSlug={roomSlug}
          onClose={() => setBlocked(null)}
        />
      ) : null}
      {actions.reportTarget ? (
        <ReportDialog
          username={actions.reportTarget.username}
          isPending={actions.report.isPending}
          error={actions.report.error?.message ?? null}
          onSubmit={(reason) => void actions.submitReport(reason)}
          onClose={actions.closeReport}
        />
      ) : null}
    </section>
  );
}
