import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { useJoinCustomTeam } from "../api/join-custom-team";
import { JOIN_PAGE_TEXTS } from "../utils/custom-team-texts";
import {
  ALREADY_MEMBER_REDIRECT_MS,
  JOINED_REDIRECT_MS,
  joinPageFailure,
  type JoinPageNotice,
} from "../utils/join-page-outcome";
import { teamRoomPath } from "../utils/share-url";
import { TeamFacts } from "./team-facts";

/** The signed-in join page: full details, the join button and its outcomes (spec 001 §2, §4). */
export function TeamJoinCard({ team }: { team: CustomTeam }) {
  const navigate = useNavigate();
  const join = useJoinCustomTeam();
  const [notice, setNotice] = useState<JoinPageNotice | null>(
    team.isMember ? { tone: "info", text: JOIN_PAGE_TEXTS.alreadyMember } : null,
  );
  const [redirectIn, setRedirectIn] = useState<number | null>(
    team.isMember ? ALREADY_MEMBER_REDIRECT_MS : null,
  );

  useEffect(() => {
    if (redirectIn === null) return;
    const timer = setTimeout(() => navigate(teamRoomPath(team.id)), redirectIn);
    return () => clearTimeout(timer);
  }, [redirectIn, navigate, team.id]);

  function onJoin() {
    join.mutate(team.id, {
      onSuccess: (result) => {
        if (result.status === "joined") {
          setNotice({ tone: "success", text: JOIN_PAGE_TEXTS.joined });
          setRedirectIn(JOINED_REDIRECT_MS);
        } else {
          setNotice({
            tone: "success",
            text: JOIN_PAGE_TEXTS.requestSubmitted,
            hint: JOIN_PAGE_TEXTS.requestSubmittedHint,
          });
        }
      },
      onError: (error) => setNotice(joinPageFailure(error)),
    });
  }

  const done = notice !== null && notice.tone !== "error";
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold wrap-anywhere">{team.name}</h1>
      {notice ? (
        <Notice tone={notice.tone}>
          <p>{notice.text}</p>
          {notice.hint ? <p>{notice.hint}</p> : null}
        </Notice>
      ) : null}
      {team.description ? (
        <div>
          <h2 className="text-sm font-semibold">About</h2>
          <p className="text-sm">{team.description}</p>
        </div>
      ) : null}
      <TeamFacts team={team} />
      <p className="text-sm">
        {team.requiresApproval ? JOIN_PAGE_TEXTS.approvalNote : JOIN_PAGE_TEXTS.openNote}
      </p>
      {team.viewerStatus === "blocked" ? (
        <Notice tone="error">You have been blocked from this team.</Notice>
      ) : null}
      {team.hasPendingRequest && !done ? (
        <Notice tone="info">{JOIN_PAGE_TEXTS.requestSubmitted}</Notice>
      ) : null}
      <div className="flex flex-col gap-2">
        {team.canJoin && !done ? (
          <Button fullWidth className="wrap-anywhere" disabled={join.isPending} onClick={onJoin}>
            {team.requiresApproval ? `Request to Join ${team.name}` : `Join ${team.name}`}
          </Button>
        ) : null}
        <Link to="/custom" className={`${linkClass} text-center`}>
          Browse Other Teams
        </Link>
      </div>
    </div>
  );
}
