import { useState } from "react";
import { APPEAL_STATUSES } from "@huddle/contracts/admin-moderation";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { SelectField } from "@/components/ui/select-field";
import { useAppeals, useModerateAppeal } from "../../api/appeals-api";
import { errorText } from "../../utils/error-text";
import { Pager } from "../shared/pager";
import { AppealCard } from "./appeal-card";

/** spec 001 §4: pending appeals are approved (the message is published) or rejected. */
export function AppealsView() {
  const [status, setStatus] = useState<string>("pending");
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const appeals = useAppeals(status, page);
  const moderate = useModerateAppeal();

  async function decide(appealId: string, action: "approve" | "reject", response: string) {
    try {
      const result = await moderate.mutateAsync({ appealId, action, response });
      // The server says whether an approval was posted (not while the author is banned or muted).
      setNotice(result.message);
    } catch (error) {
      setNotice(errorText(error, ADMIN_UI_MESSAGES.moderateAppealFailed));
    }
  }

  const list = appeals.data?.appeals ?? [];
  return (
    <div className="space-y-3">
      <SelectField
        label="Appeal status"
        options={APPEAL_STATUSES}
        emptyLabel="Any status"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value);
          setPage(1);
        }}
      />
      <p role="status" aria-live="polite" className="text-sm">
        {notice}
      </p>
      {appeals.isPending ? <p>Loading appeals…</p> : null}
      {appeals.isError ? (
        <p role="alert">{errorText(appeals.error, ADMIN_UI_MESSAGES.loadDataFailed)}</p>
      ) : null}
      {appeals.data && list.length === 0 ? <p>No appeals.</p> : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700" aria-label="Appeals">
          {list.map((appeal) => (
            <AppealCard
              key={appeal.id}
              appeal={appeal}
              busy={moderate.isPending}
              onDecide={(action, response) => void decide(appeal.id, action, response)}
            />
          ))}
        </ul>
      ) : null}
      <Pager page={page} totalPages={appeals.data?.pagination.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
