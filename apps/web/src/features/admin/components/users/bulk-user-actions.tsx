import { useState } from "react";
import { BULK_USER_ACTIONS, type BulkUsersRequest } from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useBulkUsers } from "../../api/users-api";
import { errorText } from "../../utils/error-text";

interface BulkUserActionsProps {
  selectedIds: string[];
  onDone: (text: string) => void;
}

/** Ban, unban, mute or unmute every selected user (spec 001 §5: a selection is required). */
export function BulkUserActions({ selectedIds, onDone }: BulkUserActionsProps) {
  const bulk = useBulkUsers();
  const [action, setAction] = useState<BulkUsersRequest["action"]>("mute");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    if (selectedIds.length === 0) {
      setProblem(ADMIN_UI_MESSAGES.selectUsersFirst);
      return;
    }
    setProblem(null);
    try {
      const { results } = await bulk.mutateAsync({ action, userIds: selectedIds, reason });
      const refused = results.filter((result) => !result.ok).length;
      onDone(
        `${action}: ${results.length - refused} done` + (refused ? `, ${refused} refused` : ""),
      );
    } catch (error) {
      setProblem(errorText(error, ADMIN_UI_MESSAGES.bulkActionFailed));
    }
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium">
        Bulk actions ({selectedIds.length} selected)
      </legend>
      <SelectField
        label="Action"
        options={BULK_USER_ACTIONS}
        value={action}
        onChange={(event) => setAction(event.target.value as BulkUsersRequest["action"])}
      />
      <TextField
        label="Bulk reason"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button onClick={() => void apply()} disabled={bulk.isPending}>
        Apply to selected
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
