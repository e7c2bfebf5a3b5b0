import type { UseQueryResult } from "@tanstack/react-query";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { Button } from "@/components/ui/button";
import { CHAT_TEXTS } from "../utils/chat-texts";
import { withHeldMessages } from "../utils/held-messages";
import type { RoomMessages } from "../utils/message-cache";
import type { MessageActions } from "./message-item";
import { MessageList } from "./message-list";

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
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">
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
  const visible =
    hiddenUserIds.size === 0
      ? query.data.messages
      : query.data.messages.filter((m) => m.userId === null || !hiddenUserIds.has(m.userId));
  const messages = withHeldMessages(visible, held);
  if (messages.length === 0) {
    return (
      <p className="py-8 text-center text-sm text-gray-600 dark:text-gray-400">
        {CHAT_TEXTS.noMessages}
      </p>
    );
  }
  return <MessageList messages={messages} {...listProps} />;
}
