import { useState, type ReactNode } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CHAT_MUTE_HOURS } from "@huddle/contracts/admin-console";
import { muteUser } from "@/entities/moderation/api/mute-user";
import { UserHistoryDialog } from "@/entities/moderation/components/user-history-dialog";
import { moderationKeys } from "@/entities/moderation/moderation-keys";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";
import type { MessageMenuAction } from "./message-actions-menu";
import type { MessageActions } from "./message-item";

const muteLabel = (hours: number | null) =>
  hours === null ? "Mute permanently" : `Mute ${hours} h`;

interface StaffTarget {
  userId: string;
  username: string;
  /** Where the outcome is said: the chat's timed notice, not the message's own row. */
  onNotice: MessageActions["onNotice"];
}

/**
 * Issue 13: from a message, mods and above mute its author (1 h / 24 h / permanent) or open
 * their moderation history. The server decides who may be muted and says why not. The entries
 * join the message's actions menu; the history dialog lives beside it, because the menu closes
 * as soon as one is chosen, and the outcome shows in the chat's timed notice (inside the row it
 * squeezed the menu button and stayed).
 */
export function useStaffMessageTools({ userId, username, onNotice }: StaffTarget): {
  actions: MessageMenuAction[];
  extras: ReactNode;
} {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [historyOpen, setHistoryOpen] = useState(false);
  const mute = useMutation({
    mutationFn: (hours: number | null) => muteUser(http, { userId, hours, reason: "" }),
    onSuccess: (_result, hours) => {
      onNotice(
        "success",
        hours === null ? `${username} muted permanently` : `${username} muted for ${hours} h`,
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.user(userId) });
    },
    onError: (error) =>
      onNotice(
        "error",
        (error instanceof HttpError ? errorBody(error.data).error : undefined) ??
          "Failed to mute user",
      ),
  });

  const actions: MessageMenuAction[] = [
    ...CHAT_MUTE_HOURS.map((hours) => ({
      label: muteLabel(hours),
      ariaLabel: `${muteLabel(hours)}: ${username}`,
      disabled: mute.isPending,
      section: "staff" as const,
      onSelect: () => mute.mutate(hours),
    })),
    { label: "History", section: "staff", onSelect: () => setHistoryOpen(true) },
  ];
  const extras = historyOpen ? (
    <UserHistoryDialog userId={userId} onClose={() => setHistoryOpen(false)} />
  ) : null;
  return { actions, extras };
}
