import { useState } from "react";
import type { AdminAppeal } from "@huddle/contracts/admin-moderation";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

/** Shown on an appeal whose block the server has no record of. */
export const APPEAL_WITHOUT_BLOCK_NOTE =
  "No block of this text by this fan is on record: the reason and room shown are the fan's own account.";

interface AppealCardProps {
  appeal: AdminAppeal;
  busy: boolean;
  onDecide: (action: "approve" | "reject", response: string) => void;
}

/** One appeal: the blocked text, why the filter blocked it, the appeal, and the decision. */
export function AppealCard({ appeal, busy, onDecide }: AppealCardProps) {
  const [response, setResponse] = useState("");
  return (
    <li className="space-y-2 py-3" aria-label={`Appeal by ${appeal.username}`}>
      <p className="wrap-anywhere">“{appeal.originalMessage}”</p>
      <p className="text-sm text-gray-600 dark:text-gray-400">
        {appeal.username}
        {appeal.roomName ? ` in ${appeal.roomName}` : ""} · blocked for {appeal.filterReason} ·{" "}
        {appeal.status}
      </p>
      {appeal.blockOnRecord ? null : (
        <p className="text-sm text-amber-800 dark:text-amber-300">{APPEAL_WITHOUT_BLOCK_NOTE}</p>
      )}
      <p className="text-sm">Appeal: {appeal.reason}</p>
      {appeal.status === "pending" ? (
        <div className="space-y-2">
          <TextField
            label={`Response to ${appeal.username}`}
            value={response}
            onChange={(event) => setResponse(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => onDecide("approve", response)}>
              Approve appeal
            </Button>
            <Button variant="danger" disabled={busy} onClick={() => onDecide("reject", response)}>
              Reject appeal
            </Button>
          </div>
        </div>
      ) : appeal.response ? (
        <p className="text-sm">Response: {appeal.response}</p>
      ) : null}
    </li>
  );
}
