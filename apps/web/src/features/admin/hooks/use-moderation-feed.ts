import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  moderationQueueEventSchema,
  moderationResolvedSchema,
} from "@huddle/contracts/admin-moderation";
import { useSocketEvent } from "@/lib/socket/use-socket-event";
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
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all() });

  useSocketEvent("moderation-queue", (raw) => {
    const event = moderationQueueEventSchema.safeParse(raw);
    if (!event.success) return;
    const room = event.data.message?.roomName ?? event.data.appeal?.roomSlug;
    setAnnouncement(`${ARRIVALS[event.data.kind]}${room ? ` in ${room}` : ""}`);
    refresh();
  });
  useSocketEvent("moderation-resolved", (raw) => {
    if (moderationResolvedSchema.safeParse(raw).success) refresh();
  });

  return announcement;
}
