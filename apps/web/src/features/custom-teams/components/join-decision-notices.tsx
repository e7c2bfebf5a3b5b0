import { useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import {
  joinRequestDecisionSchema,
  type JoinRequestDecision,
} from "@huddle/contracts/custom-team-management";
import { linkClass } from "@/components/ui/styles";
import { Toast, ToastRegion } from "@/components/ui/toast";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
import { customTeamKeys } from "../api/custom-team-keys";

/**
 * The in-app side of a decided join request: the server sends `join-request-decided` to the
 * requester's sockets; each notice stays until dismissed (it may arrive while the fan is away
 * from the screen) and the fan's team lists are refreshed.
 */
export function JoinDecisionNotices() {
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<JoinRequestDecision[]>([]);
  useSocketEvent("join-request-decided", (payload) => {
    const parsed = joinRequestDecisionSchema.safeParse(payload);
    if (!parsed.success) return;
    const notice = parsed.data;
    setNotices((list) => [...list.filter((n) => n.requestId !== notice.requestId), notice]);
    void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() });
    // An approved fan may be looking at the team room's Access Denied: its history and settings
    // are asked for again (keys owned by features/chat), and the room opens without a reload.
    if (notice.status === "approved") void queryClient.invalidateQueries({ queryKey: ["chat"] });
  });

  const dismiss = (id: string) => setNotices((list) => list.filter((n) => n.requestId !== id));
  return (
    <ToastRegion label="Team notifications">
      {notices.map((notice) => (
        <Toast
          key={notice.requestId}
          title={notice.title}
          tone={notice.status === "approved" ? "success" : "neutral"}
          onDismiss={() => dismiss(notice.requestId)}
        >
          <p>{notice.body}</p>
          <Link to={notice.url} className={linkClass} onClick={() => dismiss(notice.requestId)}>
            {notice.status === "approved" ? "Open the team room" : "See the team"}
          </Link>
        </Toast>
      ))}
    </ToastRegion>
  );
}
