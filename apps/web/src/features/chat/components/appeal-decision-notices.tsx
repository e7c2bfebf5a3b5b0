import { useState } from "react";
import {
  APPEAL_OUTCOME_TEXTS,
  userAppealSchema,
  type UserAppeal,
} from "@huddle/contracts/admin-moderation";
import { Toast, ToastRegion } from "@/components/ui/toast";
import { useSocketEvent } from "@/lib/socket/use-socket-event";

const TITLES = {
  approved: "Your appeal was approved",
  rejected: "Your appeal was not approved",
} as const;

/**
 * The appellant's in-app answer (issue 13): staff's decision arrives as `appeal-decided` and
 * stays until dismissed, with the moderator's response. An approved message is already in its room.
 */
export function AppealDecisionNotices() {
  const [notices, setNotices] = useState<UserAppeal[]>([]);
  useSocketEvent("appeal-decided", (payload) => {
    const parsed = userAppealSchema.safeParse(payload);
    if (!parsed.success || parsed.data.status === "pending") return;
    const appeal = parsed.data;
    setNotices((list) => [...list.filter((n) => n.id !== appeal.id), appeal]);
  });

  const dismiss = (id: string) => setNotices((list) => list.filter((n) => n.id !== id));
  return (
    <ToastRegion label="Appeal decisions">
      {notices.map((appeal) => (
        <Toast
          key={appeal.id}
          title={TITLES[appeal.status as keyof typeof TITLES]}
          onDismiss={() => dismiss(appeal.id)}
        >
          <p>“{appeal.messageText}”</p>
          {appeal.status === "approved" ? (
            <p>
              {appeal.messagePosted
                ? "Your message is now in the room."
                : APPEAL_OUTCOME_TEXTS.appellantNotPosted}
            </p>
          ) : null}
          {appeal.response ? <p>Moderator: {appeal.response}</p> : null}
        </Toast>
      ))}
    </ToastRegion>
  );
}
