import { useCallback, useEffect, useRef, useState } from "react";
import { NOTICE_MS } from "@/lib/use-timed-notice";
import { CUSTOM_TEAM_MESSAGES } from "@huddle/contracts/custom-teams";
import { useJoinCustomTeam } from "../api/join-custom-team";
import { useLeaveCustomTeam } from "../api/leave-custom-team";
import { useToggleFollowCustomTeam } from "../api/follow-custom-team";
import { apiErrorText } from "../utils/api-error-text";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import { joinFailureNotice, joinSuccessNotice, type JoinNotice } from "../utils/join-outcome";
import { shareUrlFor } from "../utils/share-url";

/** A notice with its own id: a repeat of the same words is a new toast, announced again. */
export interface TeamNotice extends JoinNotice {
  id: number;
}

/**
 * Join, leave, follow and share for team cards and the team page, with the one notice they share
 * (spec 001 §8, §9: notices clear after 3 s).
 */
export function useTeamActions() {
  const join = useJoinCustomTeam();
  const follow = useToggleFollowCustomTeam();
  const leave = useLeaveCustomTeam();
  const [notice, setCurrent] = useState<TeamNotice | null>(null);
  const lastId = useRef(0);

  const setNotice = useCallback(
    (next: JoinNotice) => setCurrent({ ...next, id: (lastId.current += 1) }),
    [],
  );
  const dismissNotice = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setCurrent(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const joinTeam = useCallback(
    (teamId: string, onJoined?: () => void) =>
      join.mutate(teamId, {
        onSuccess: (result) => {
          setNotice(joinSuccessNotice(result.status));
          onJoined?.();
        },
        onError: (error) => setNotice(joinFailureNotice(error)),
      }),
    [join, setNotice],
  );

  const leaveTeam = useCallback(
    (teamId: string, onSettled?: () => void) =>
      leave.mutate(teamId, {
        onSuccess: () => setNotice({ tone: "success", title: CUSTOM_TEAM_MESSAGES.left }),
        onError: (error) =>
          setNotice({ tone: "error", title: apiErrorText(error, CUSTOM_TEAM_TEXTS.leaveFailed) }),
        onSettled,
      }),
    [leave, setNotice],
  );

  const toggleFollow = useCallback(
    (teamId: string) =>
      follow.mutate(teamId, {
        onSuccess: ({ following }) =>
          setNotice({
            tone: "success",
            title: following ? CUSTOM_TEAM_TEXTS.followed : CUSTOM_TEAM_TEXTS.unfollowed,
          }),
        onError: () => setNotice({ tone: "error", title: CUSTOM_TEAM_TEXTS.followFailed }),
      }),
    [follow, setNotice],
  );

  const share = useCallback(
    async (teamId: string) => {
      const url = shareUrlFor(teamId);
      try {
        await navigator.clipboard.writeText(url);
        setNotice({ tone: "success", title: CUSTOM_TEAM_TEXTS.shareCopied });
      } catch {
        // No clipboard (insecure origin, denied permission): show the link to copy by hand.
        setNotice({ tone: "warning", title: "Copy this link to share the team:", text: url });
      }
    },
    [setNotice],
  );

  return {
    notice,
    /** Shows a notice of the page's own (e.g. a created team) in the same place. */
    showNotice: setNotice,
    dismissNotice,
    joinTeam,
    leaveTeam,
    toggleFollow,
    share,
    busyTeamId: [join, follow, leave].find((m) => m.isPending)?.variables,
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;
