import type { UseQueryResult } from "@tanstack/react-query";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { Button } from "@/components/ui/button";
import { CHAT_TEXTS } from "../utils/chat-texts";
import { withHeldMessages } from "../utils/held-messages";
import type { RoomMessages } from "../utils/message-cache";
import type { MessageActions } from "./message-item";
import { MessageList } from "./message-list";
import { NewMessageAnnouncer } from "./new-message-announcer";

interface ChatBodyProps extends MessageActions {
  query: UseQueryResult<RoomMessages>;
  viewer: ChatViewer | null;
  /** Users the viewer blocked: their messages are never listed. */
  hiddenUserIds: ReadonlySet<string>;
  /** The viewer's own messages held for review, shown only to them. */
  held: readonly ChatMessage[];
}

/** Loading, 'Failed to load messages' with Retry, 'No messages yet', or the list (spec 000 §2). */
export function ChatBody({ query, hiddenUserIds, held, ...listProps }: ChatBodyProps) {
  const messages = query.isSuccess ? listedMessages(query.data, hiddenUserIds, held) : undefined;
  return (
    <>
      <ChatBodyContent query={query} messages={messages} {...listProps} />
      <NewMessageAnnouncer messages={messages} currentUserId={listProps.viewer?.id ?? null} />
    </>
  );
}

/** The room's messages as listed: without blocked users', with the viewer's held ones. */
function listedMessages(
  data: RoomMessages,
  hiddenUserIds: ReadonlySet<string>,
  held: readonly ChatMessage[],
): readonly ChatMessage[] {
  const visible =
    hiddenUserIds.size === 0
      ? data.messages
      : data.messages.filter((m) => m.userId === null || !hiddenUserIds.has(m.userId));
  return withHeldMessages(visible, held);
}

type ContentProps = Omit<ChatBodyProps, "hiddenUserIds" | "held"> & {
  messages: readonly ChatMessage[] | undefined;
};

/**
 * Loading and empty take the list's place and, like it, give way to the composer on a short
 * screen (a fixed 5 rem of padding pushed it off a 320 × 568 game room).
 */
const placeholderClass =
  "flex min-h-0 flex-1 items-center justify-center overflow-hidden text-center text-sm text-gray-600 dark:text-gray-400";

function ChatBodyContent({ query, messages, ...listProps }: ContentProps) {
  if (query.isPending) {
    return (
      <p role="status" className={placeholderClass}>
        {CHAT_TEXTS.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="space-y-2 py-6 text-center text-sm">
        <p className="font-semibold text-red-800 dark:text-red-300">{CHAT_TEXTS.loadFailed}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {CHAT_TEXTS.retry}
        </Button>
      </div>
    );
  }
  if (!messages || messages.length === 0) {
    return <p className={placeholderClass}>{CHAT_TEXTS.noMessages}</p>;
  }
  return <MessageList messages={messages} {...listProps} />;
}
