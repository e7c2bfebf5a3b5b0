import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { mentionNotificationSchema, type MentionsResponse } from "@huddle/contracts/mentions";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { mentionsKey, useMarkMentionsRead, useMentions } from "../api/mentions";

/** Issue 15 §1: the in-app mention badge in the site header, with the recent mentions. */
export function MentionBadge() {
  const { user } = useSession();
  if (!user) return null;
  return <Badge />;
}

function Badge() {
  const mentions = useMentions(true);
  const markRead = useMarkMentionsRead();
  const [open, setOpen] = useState(false);
  /** On a phone the panel spans the screen below the header, from here down. */
  const [phoneTop, setPhoneTop] = useState<number | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  useLiveMentions();
  useCloseOnOutsidePress(open, containerRef, setOpen);
  const unread = mentions.data?.unread ?? 0;

  function toggle() {
    const opening = !open;
    if (opening) setPhoneTop(phoneTopBelow(buttonRef.current));
    setOpen(opening);
    if (opening && unread > 0) markRead.mutate();
  }

  return (
    <div
      ref={containerRef}
      className="relative"
      // Escape closes the panel from the @ button as well as from inside it.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? `Mentions, ${unread} unread` : "Mentions"}
        onClick={toggle}
        className={`relative rounded-md px-2 py-1 text-white hover:bg-white/10 ${focusRing}`}
      >
        <span aria-hidden="true">@</span>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="mention-count"
            className="absolute -right-1 -top-1 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-bold leading-4"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Mentions"
          style={phoneTop === null ? undefined : { top: phoneTop }}
          className={`${phoneTop === null ? "absolute right-0 mt-2 w-80" : "fixed inset-x-2"} z-20 rounded-lg bg-white p-2 text-gray-900 shadow-lg dark:bg-gray-800 dark:text-gray-100`}
        >
          {(mentions.data?.mentions ?? []).length === 0 ? (
            <p className="p-2 text-sm text-gray-600 dark:text-gray-400">No mentions yet.</p>
          ) : (
            <ul className="max-h-80 space-y-1 overflow-y-auto">
              {mentions.data!.mentions.map((mention) => (
                <li key={mention.id}>
                  <Link
                    to={mention.roomUrl}
                    onClick={() => setOpen(false)}
                    className={`block rounded p-2 text-sm hover:bg-gray-100 dark:hover:bg-gray-700 ${focusRing}`}
                  >
                    <span className="font-semibold">{mention.author}</span> in {mention.roomName}
                    <span className="block truncate text-gray-600 dark:text-gray-400">
                      {mention.text}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** Below 640 px a 20 rem panel anchored to the @ button runs off the screen's left edge. */
function phoneTopBelow(button: HTMLElement | null): number | null {
  if (!button || !window.matchMedia?.("(max-width: 639px)").matches) return null;
  return button.getBoundingClientRect().bottom + 8;
}

/** Closes the open panel when the fan presses anywhere outside `container`. */
function useCloseOnOutsidePress(
  open: boolean,
  container: React.RefObject<HTMLElement | null>,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPress);
    return () => document.removeEventListener("pointerdown", onPress);
  }, [open, container, setOpen]);
}

/**
 * A `mentioned` push from the server goes to the top of the list and adds to the count; a
 * `mention-withdrawn` (its message was deleted) takes it out of both at once, text and all.
 */
function useLiveMentions() {
  const queryClient = useQueryClient();
  useSocketEvent("mentioned", (payload) => {
    const mention = mentionNotificationSchema.safeParse(payload);
    if (!mention.success) return;
    queryClient.setQueryData<MentionsResponse>(mentionsKey, (old) =>
      old && !old.mentions.some((m) => m.id === mention.data.id)
        ? { unread: old.unread + 1, mentions: [mention.data, ...old.mentions] }
        : old,
    );
  });
  useSocketEvent("mention-withdrawn", ({ messageId }) => {
    queryClient.setQueryData<MentionsResponse>(mentionsKey, (old) => {
      const gone = old?.mentions.filter((m) => m.messageId === messageId) ?? [];
      if (!old || gone.length === 0) return old;
      return {
        unread: Math.max(0, old.unread - gone.filter((m) => !m.read).length),
        mentions: old.mentions.filter((m) => m.messageId !== messageId),
      };
    });
  });
}
