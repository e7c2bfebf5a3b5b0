import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import {
  joinRequestDecisionSchema,
  type JoinRequestDecision,
} from "@huddle/contracts/custom-team-management";
import { Button } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";
import { useSocketClient } from "@/lib/socket/use-socket";
import { customTeamKeys } from "../api/custom-team-keys";

/**
 * The in-app side of a decided join request: the server sends `join-request-decided` to the
 * requester's sockets; each notice stays until dismissed (it may arrive while the fan is away
 * from the screen) and the fan's team lists are refreshed.
 */
export function JoinDecisionNotices() {
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<JoinRequestDecision[]>([]);

  useEffect(() => {
    if (!socket) return;
    return socket.on("join-request-decided", (payload) => {
      const parsed = joinRequestDecisionSchema.safeParse(payload);
      if (!parsed.success) return;
      const notice = parsed.data;
      setNotices((list) => [...list.filter((n) => n.requestId !== notice.requestId), notice]);
      void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() });
    });
  }, [socket, queryClient]);

  if (notices.length === 0) return null;
  const dismiss = (id: string) => setNotices((list) => list.filter((n) => n.requestId !== id));
  return (
    <section
      aria-label="Team notifications"
      className="fixed inset-x-3 bottom-3 z-40 space-y-2 sm:left-auto sm:w-96"
    >
      {notices.map((notice) => (
        <div
          key={notice.requestId}
          role="status"
          className={`rounded-lg border p-3 shadow-lg ${notice.status === "approved" ? "border-green-300 bg-green-50 text-green-950 dark:border-green-700 dark:bg-green-950 dark:text-green-50" : "border-gray-300 bg-white text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"}`}
        >
          <p className="font-semibold">{notice.title}</p>
          <p className="mt-1 text-sm break-words">{notice.body}</p>
          <div className="mt-2 flex items-center justify-between gap-2">
            <Link to={notice.url} className={linkClass} onClick={() => dismiss(notice.requestId)}>
              {notice.status === "approved" ? "Open the team room" : "See the team"}
            </Link>
            <Button
              variant="ghost"
              className="px-2 py-1 text-xs"
              aria-label={`Dismiss: ${notice.title}`}
              onClick={() => dismiss(notice.requestId)}
            >
              Dismiss
            </Button>
          </div>
        </div>
      ))}
    </section>
  );
}
