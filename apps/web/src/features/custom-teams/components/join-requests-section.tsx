import { useEffect, useRef, useState } from "react";
import { JOIN_REQUEST_DEFAULT_MESSAGES } from "@huddle/contracts/custom-team-management";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { focusRing } from "@/components/ui/styles";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useHandleJoinRequests, useJoinRequests, type RequestAction } from "../api/join-requests";
import { apiErrorText } from "../utils/api-error-text";
import { ConfirmDialog } from "./confirm-dialog";
import { JoinRequestItem } from "./join-request-item";

const plural = (n: number) => (n === 1 ? "1 request" : `${n} requests`);

/** Pending join requests: approve or deny each, or all at once when more than one waits (§4). */
export function JoinRequestsSection({ teamId }: { teamId: string }) {
  const requests = useJoinRequests(teamId);
  const handle = useHandleJoinRequests(teamId);
  const { notice, show } = useTimedNotice();
  const [bulk, setBulk] = useState<RequestAction | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

  // A decided request's buttons are gone: focus moves to the section heading, after any dialog
  // has closed and handed focus back.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  });
  const list = requests.data ?? [];

  function decide(ids: string[], action: RequestAction, message: string, who?: string) {
    handle.mutate(
      { requestIds: ids, action, message },
      {
        onSuccess: ({ handled, skipped }) => {
          const verb = action === "approve" ? "Approved" : "Denied";
          const what = who && handled.length === 1 ? `${who}'s request` : plural(handled.length);
          const extra = skipped.length
            ? ` ${plural(skipped.length)} had already been handled.`
            : "";
          show("success", `${verb} ${what}.${extra}`);
        },
        onError: (error) =>
          show("error", apiErrorText(error, "Failed to handle the request. Please try again.")),
        onSettled: () => {
          focusHeading.current = true;
          setBulk(null);
        },
      },
    );
  }

  return (
    <section aria-labelledby="requests-heading" className="space-y-3">
      <h2
        id="requests-heading"
        ref={headingRef}
        tabIndex={-1}
        className={`rounded text-lg font-semibold ${focusRing}`}
      >
        Join Requests ({list.length})
      </h2>
      <TimedNoticeView notice={notice} />
      {requests.isPending ? <LoadingScreen inline message="Loading join requests..." /> : null}
      {requests.isError ? (
        <ErrorBox
          message={apiErrorText(requests.error, "Failed to load join requests.")}
          onRetry={() => void requests.refetch()}
        />
      ) : null}
      {requests.isSuccess && list.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">No pending join requests.</p>
      ) : null}
      {list.length > 1 ? (
        <div role="group" aria-label="Bulk actions" className="flex flex-wrap gap-2">
          <Button disabled={handle.isPending} onClick={() => setBulk("approve")}>
            Approve All ({list.length})
          </Button>
          <Button variant="secondary" disabled={handle.isPending} onClick={() => setBulk("deny")}>
            Deny All ({list.length})
          </Button>
        </div>
      ) : null}
      {list.length ? (
        <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
          {list.map((request) => (
            <JoinRequestItem
              key={request.requestId}
              request={request}
              busy={handle.isPending}
              onDecide={(action, message) =>
                decide([request.requestId], action, message, request.username)
              }
            />
          ))}
        </ul>
      ) : null}
      {bulk ? (
        <ConfirmDialog
          title={bulk === "approve" ? "Approve all requests?" : "Deny all requests?"}
          confirmLabel={bulk === "approve" ? "Approve All" : "Deny All"}
          danger={bulk === "deny"}
          busy={handle.isPending}
          onCancel={() => setBulk(null)}
          onConfirm={() =>
            decide(
              list.map((r) => r.requestId),
              bulk,
              bulk === "approve"
                ? JOIN_REQUEST_DEFAULT_MESSAGES.bulkApprove
                : JOIN_REQUEST_DEFAULT_MESSAGES.bulkDeny,
            )
          }
        >
          <p>
            {bulk === "approve"
              ? `All ${plural(list.length)} will join the team.`
              : `All ${plural(list.length)} will be turned down.`}{" "}
            Each requester is notified.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
