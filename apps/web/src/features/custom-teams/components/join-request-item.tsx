import { useState } from "react";
import { membershipTierLabel } from "@huddle/contracts/billing";
import {
  ACTION_REASON_MAX_LENGTH,
  type JoinRequest,
} from "@huddle/contracts/custom-team-management";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { RequestAction } from "../api/join-requests";

interface JoinRequestItemProps {
  request: JoinRequest;
  busy: boolean;
  onDecide: (action: RequestAction, message: string) => void;
}

const days = (n: number) => (n === 1 ? "1 day" : `${n} days`);

/** One pending request with the requester's facts (spec 001 §3 Join request). */
export function JoinRequestItem({ request, busy, onDecide }: JoinRequestItemProps) {
  const [message, setMessage] = useState("");
  const facts: [string, string][] = [
    ["Requested", new Date(request.requestedAt).toLocaleString()],
    ["Membership", membershipTierLabel(request.membershipTier)],
    ["Account age", days(request.accountAge)],
    ["Teams", String(request.teamsCount)],
    ["Last active", request.lastActive ? new Date(request.lastActive).toLocaleString() : "—"],
    ...(request.email ? [["Email", request.email] as [string, string]] : []),
  ];
  return (
    <li aria-label={`Request from ${request.username}`} className="space-y-2 px-3 py-3">
      <p id={`request-${request.requestId}`} className="font-medium wrap-anywhere">
        {request.username}
      </p>
      {request.message ? (
        <blockquote className="border-l-4 border-gray-300 pl-3 text-sm italic dark:border-gray-600">
          {request.message}
        </blockquote>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="text-gray-600 dark:text-gray-400">{label}:</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <TextField
        label={`Message to ${request.username} (optional)`}
        value={message}
        maxLength={ACTION_REASON_MAX_LENGTH}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy} onClick={() => onDecide("approve", message)}>
          Approve
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onDecide("deny", message)}>
          Deny
        </Button>
      </div>
    </li>
  );
}
