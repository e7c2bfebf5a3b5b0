import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { SCROLL_BUTTON_MIN_MESSAGES } from "@huddle/contracts/chat-client";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { readLocalToggles } from "@/lib/preferences/local-preferences";
import { MessageItem, type MessageActions } from "./message-item";
import { VirtualMessageRows } from "./virtual-message-rows";

interface MessageListProps extends MessageActions {
  /** Oldest → newest (the cache already holds at most MESSAGE_CACHE_CAP). */
  messages: readonly ChatMessage[];
  viewer: ChatViewer | null;
}

/** Within this many pixels of the end counts as "at the bottom". */
const BOTTOM_SLACK_PX = 48;

/**
 * Longer lists render only the rows near the view (issue 3: "virtualized when long");
 * shorter ones render every row, as they always have.
 */
export const VIRTUALIZE_ABOVE = 100;

/**
 * The message list (spec 000 §4, §9). It follows new messages while the reader is at the bottom;
 * once they scroll up, auto-scroll stops and, with more than 10 messages, a button brings them
 * back down.
 */
export function MessageList({ messages, viewer, ...actions }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroll = useCallback((el: HTMLDivElement | null) => {
    scrollRef.current = el;
    setScrollElement(el);
  }, []);
  const [autoScroll, setAutoScroll] = useState(true);
  const [compact] = useState(() => readLocalToggles().compactMode);
  const newestId = messages.at(-1)?.id;
  const isLong = messages.length > VIRTUALIZE_ABOVE;

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el && autoScroll) el.scrollTop = el.scrollHeight;
  }, [newestId, autoScroll]);

  // A row that grows while the reader is at the bottom (reactions arriving on an earlier message,
  // an edit, a reply preview) would push the newest message out of view, and so would the list's
  // own box shrinking (a notice or a locked room's longer composer below it): stay pinned.
  useEffect(() => {
    const content = scrollElement?.firstElementChild;
    if (!scrollElement || !content || !autoScroll || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(() => {
      scrollElement.scrollTop = scrollElement.scrollHeight;
    });
    observer.observe(content);
    observer.observe(scrollElement);
    return () => observer.disconnect();
  }, [scrollElement, autoScroll, isLong]);

  function onScroll() {
    const el = scrollRef.current;
    if (!el) return;
    setAutoScroll(el.scrollHeight - el.scrollTop - el.clientHeight <= BOTTOM_SLACK_PX);
  }

  const showScrollButton = !autoScroll && messages.length > SCROLL_BUTTON_MIN_MESSAGES;

  return (
    <div className="relative min-h-0 min-w-0 flex-1">
      {/* The log role sits on this wrapper, so the list keeps its own semantics (issue 18 §5).
          It is silent: new messages are read once by NewMessageAnnouncer, not the whole list. */}
      <div
        ref={attachScroll}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        aria-live="off"
        // A long list is scrolled to reach rows that are not rendered: let the keyboard do it.
        tabIndex={isLong ? 0 : undefined}
        className={`h-full overflow-y-auto overscroll-contain pr-1 ${focusRing}`}
      >
        {isLong ? (
          <VirtualMessageRows
            messages={messages}
            scrollElement={scrollElement}
            follow={autoScroll}
            compact={compact}
            viewer={viewer}
            {...actions}
          />
        ) : (
          <ul className={compact ? "message-list-compact space-y-0 text-sm" : "space-y-0.5"}>
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} viewer={viewer} {...actions} />
            ))}
          </ul>
        )}
      </div>
      {showScrollButton ? (
        <Button
          variant="secondary"
          className="absolute bottom-2 left-1/2 min-h-11 -translate-x-1/2 px-3 py-1 text-xs shadow"
          onClick={() => setAutoScroll(true)}
        >
          Scroll to bottom
        </Button>
      ) : null}
    </div>
  );
}
