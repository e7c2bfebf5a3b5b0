import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CHAT_MUTE_HOURS } from "@huddle/contracts/admin-console";
import { focusRing } from "@/components/ui/styles";
import { muteUser } from "@/entities/moderation/api/mute-user";
import { UserHistoryDialog } from "@/entities/moderation/components/user-history-dialog";
import { moderationKeys } from "@/entities/moderation/moderation-keys";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { useHttpClient } from "@/lib/http/use-http-client";

const actionClass = `rounded px-1.5 py-0.5 text-xs font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white ${focusRing}`;

const muteLabel = (hours: number | null) =>
  hours === null ? "Mute permanently" : `Mute ${hours} h`;

interface StaffMessageToolsProps {
  userId: string;
  username: string;
}

/** Issue 13: from a message, mods and above mute its author (1 h / 24 h / permanent) or open
 * their moderation history. The server decides who may be muted and says why not. */
export function StaffMessageTools({ userId, username }: StaffMessageToolsProps) {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const mute = useMutation({
    mutationFn: (hours: number | null) => muteUser(http, { userId, hours, reason: "" }),
    onSuccess: (_result, hours) => {
      setNotice(
        hours === null ? `${username} muted permanently` : `${username} muted for ${hours} h`,
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.user(userId) });
    },
    onError: (error) =>
      setNotice(
        (error instanceof HttpError ? errorBody(error.data).error : undefined) ??
          "Failed to mute user",
      ),
  });

  return (
    <>
      <button
        type="button"
        className={actionClass}
        aria-expanded={menuOpen}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        Mute
      </button>
      {menuOpen
        ? CHAT_MUTE_HOURS.map((hours) => (
            <button
              key={String(hours)}
              type="button"
              className={actionClass}
              disabled={mute.isPending}
              aria-label={`${muteLabel(hours)}: ${username}`}
              onClick={() => {
                setMenuOpen(false);
                mute.mutate(hours);
              }}
            >
              {muteLabel(hours)}
            </button>
          ))
        : null}
      <button type="button" className={actionClass} onClick={() => setHistoryOpen(true)}>
        History
      </button>
      <span role="status" className="text-xs">
        {notice}
      </span>
      {historyOpen ? (
        <UserHistoryDialog userId={userId} onClose={() => setHistoryOpen(false)} />
      ) : null}
    </>
  );
}
