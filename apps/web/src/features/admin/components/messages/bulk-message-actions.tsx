import { useState } from "react";
import {
  MESSAGE_MODERATION_ACTIONS,
  type MessageModerationAction,
} from "@huddle/contracts/admin-moderation";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useBulkModerateMessages } from "../../api/messages-api";
import { errorText } from "../../utils/error-text";

interface BulkMessageActionsProps {
  selectedIds: string[];
  onDone: (text: string) => void;
}

/** One decision for every selected message (spec 001 §5: a selection is required). */
export function BulkMessageActions({ selectedIds, onDone }: BulkMessageActionsProps) {
  const bulk = useBulkModerateMessages();
  const [action, setAction] = useState<MessageModerationAction>("approve");
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    if (selectedIds.length === 0) {
      setProblem(ADMIN_UI_MESSAGES.selectMessagesFirst);
      return;
    }
    setProblem(null);
    try {
      const { results } = await bulk.mutateAsync({ action, messageIds: selectedIds, reason: "" });
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
        options={MESSAGE_MODERATION_ACTIONS}
        value={action}
        onChange={(event) => setAction(event.target.value as MessageModerationAction)}
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
