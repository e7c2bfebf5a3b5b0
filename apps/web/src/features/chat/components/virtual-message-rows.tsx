import { useLayoutEffect } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ChatViewer } from "@huddle/contracts/rules/chat-abilities";
import { MessageItem, type MessageActions } from "./message-item";

interface VirtualMessageRowsProps extends MessageActions {
  /** Oldest → newest. */
  messages: readonly ChatMessage[];
  /**
   * The scrolling box. Passed as a value, not a ref: this component's effects run before its
   * parent's ref is attached, and the virtualizer must see the box on its first layout.
   */
  scrollElement: HTMLDivElement | null;
  /** The reader is at the bottom: keep the newest message in view. */
  follow: boolean;
  compact: boolean;
  viewer: ChatViewer | null;
}

/** A first guess at a row's height; every rendered row is measured. */
const ESTIMATED_ROW_PX = 60;
/** Rows kept rendered beyond each edge of the view, so short scrolls and Tab stay smooth. */
const OVERSCAN_ROWS = 10;

/**
 * A long room's list (utils/message-cache.ts holds up to 200): only the rows near the view are in
 * the DOM, the rest is padding of their measured or estimated height. Rows stay in normal flow
 * inside the `<ul>`, so styles and focus order are those of the short list. Rendering and
 * unrendering rows must not be announced as new messages, so the log itself is silent and the
 * newest message is announced from a separate live region.
 */
export function VirtualMessageRows(props: VirtualMessageRowsProps) {
  const { messages, scrollElement, follow, compact, viewer, ...actions } = props;
  // The build has no React Compiler; the virtualizer is used as its documentation shows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => messages[index]!.id,
    overscan: OVERSCAN_ROWS,
    // Matches the list's space-y-1 (0.25rem) between rows.
    gap: compact ? 0 : 4,
    // Open at the newest message, as the short list does.
    initialOffset: () => messages.length * ESTIMATED_ROW_PX,
  });
  const newest = messages.at(-1);

  useLayoutEffect(() => {
    if (follow) virtualizer.scrollToIndex(messages.length - 1, { align: "end" });
  }, [follow, newest?.id, messages.length, virtualizer]);

  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0));

  return (
    <>
      <ul
        role="log"
        aria-label="Messages"
        aria-live="off"
        className={compact ? "message-list-compact space-y-0 text-sm" : "space-y-1"}
        style={{ paddingTop: before, paddingBottom: after }}
      >
        {rows.map((row) => {
          const message = messages[row.index]!;
          return (
            <MessageItem
              key={row.key}
              ref={virtualizer.measureElement}
              index={row.index}
              message={message}
              viewer={viewer}
              {...actions}
            />
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only">
        {newest ? `${newest.username}: ${newest.text}` : ""}
      </p>
    </>
  );
}
