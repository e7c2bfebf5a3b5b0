import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  moderationQueueEventSchema,
  moderationResolvedSchema,
} from "@huddle/contracts/admin-moderation";
import { useSocketClient } from "@/lib/socket/use-socket";
import { adminKeys } from "../api/admin-keys";

const ARRIVALS = {
  report: "New report",
  held: "Message held for review",
  appeal: "New appeal",
} as const;

/**
 * Staff events (issue 13): a new report, held message or appeal, or another moderator's decision,
 * refreshes the queues and the stats at once, and the latest arrival is announced.
 */
export function useModerationFeed(): string | null {
  const socket = useSocketClient();
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState<string | null>(null);

  useEffect(() => {
    if (!socket) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all() });
    const offQueue = socket.on("moderation-queue", (raw) => {
      const event = moderationQueueEventSchema.safeParse(raw);
      if (!event.success) return;
      const room = event.data.message?.roomName ?? event.data.appeal?.roomSlug;
      setAnnouncement(`${ARRIVALS[event.data.kind]}${room ? ` in ${room}` : ""}`);
      refresh();
    });
    const offResolved = socket.on("moderation-resolved", (raw) => {
      if (moderationResolvedSchema.safeParse(raw).success) refresh();
    });
    return () => {
      offQueue();
      offResolved();
    };
  }, [socket, queryClient]);

  return announcement;
}
