import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { mentionNotificationSchema, type MentionsResponse } from "@huddle/contracts/mentions";
import { focusRing } from "@/components/ui/styles";
import { useSession } from "@/lib/session/use-session";
import { useSocketClient } from "@/lib/socket/use-socket";
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
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLiveMentions();
  const unread = mentions.data?.unread ?? 0;

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) markRead.mutate();
  }

  return (
    <div className="relative">
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
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            buttonRef.current?.focus();
          }}
          className="absolute right-0 z-20 mt-2 w-80 rounded-lg bg-white p-2 text-gray-900 shadow-lg dark:bg-gray-800 dark:text-gray-100"
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

/** A `mentioned` push from the server goes to the top of the list and adds to the count. */
function useLiveMentions() {
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    return socket.on("mentioned", (payload) => {
      const mention = mentionNotificationSchema.safeParse(payload);
      if (!mention.success) return;
      queryClient.setQueryData<MentionsResponse>(mentionsKey, (old) =>
        old && !old.mentions.some((m) => m.id === mention.data.id)
          ? { unread: old.unread + 1, mentions: [mention.data, ...old.mentions] }
          : old,
      );
    });
  }, [socket, queryClient]);
}
