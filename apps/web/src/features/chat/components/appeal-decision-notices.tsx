import { useEffect, useState } from "react";
import {
  APPEAL_OUTCOME_TEXTS,
  userAppealSchema,
  type UserAppeal,
} from "@huddle/contracts/admin-moderation";
import { Button } from "@/components/ui/button";
import { useSocketClient } from "@/lib/socket/use-socket";

const TITLES = {
  approved: "Your appeal was approved",
  rejected: "Your appeal was not approved",
} as const;

/**
 * The appellant's in-app answer (issue 13): staff's decision arrives as `appeal-decided` and
 * stays until dismissed, with the moderator's response. An approved message is already in its room.
 */
export function AppealDecisionNotices() {
  const socket = useSocketClient();
  const [notices, setNotices] = useState<UserAppeal[]>([]);

  useEffect(() => {
    if (!socket) return;
    return socket.on("appeal-decided", (payload) => {
      const parsed = userAppealSchema.safeParse(payload);
      if (!parsed.success || parsed.data.status === "pending") return;
      const appeal = parsed.data;
      setNotices((list) => [...list.filter((n) => n.id !== appeal.id), appeal]);
    });
  }, [socket]);

  if (notices.length === 0) return null;
  const dismiss = (id: string) => setNotices((list) => list.filter((n) => n.id !== id));
  return (
    <section
      aria-label="Appeal decisions"
      className="fixed inset-x-3 bottom-3 z-40 space-y-2 sm:left-auto sm:w-96"
    >
      {notices.map((appeal) => {
        const title = TITLES[appeal.status as keyof typeof TITLES];
        return (
          <div
            key={appeal.id}
            role="status"
            className="rounded-lg border border-gray-300 bg-white p-3 text-gray-900 shadow-lg dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
          >
            <p className="font-semibold">{title}</p>
            <p className="mt-1 text-sm break-words">“{appeal.messageText}”</p>
            {appeal.status === "approved" ? (
              <p className="mt-1 text-sm">
                {appeal.messagePosted
                  ? "Your message is now in the room."
                  : APPEAL_OUTCOME_TEXTS.appellantNotPosted}
              </p>
            ) : null}
            {appeal.response ? (
              <p className="mt-1 text-sm break-words">Moderator: {appeal.response}</p>
            ) : null}
            <Button
              variant="ghost"
              className="mt-2 px-2 py-1 text-xs"
              aria-label={`Dismiss: ${title}`}
              onClick={() => dismiss(appeal.id)}
            >
              Dismiss
            </Button>
          </div>
        );
      })}
    </section>
  );
}
