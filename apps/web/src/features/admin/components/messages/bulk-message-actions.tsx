import { MESSAGE_MODERATION_ACTIONS } from "@huddle/contracts/admin-moderation";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { useBulkModerateMessages } from "../../api/messages-api";
import { MESSAGE_ACTION_LABELS } from "../../utils/action-labels";
import { BulkActionsBar } from "../bulk-actions-bar";

interface BulkMessageActionsProps {
  selectedIds: string[];
  onDone: (text: string) => void;
}

/** One decision for every selected message. */
export function BulkMessageActions({ selectedIds, onDone }: BulkMessageActionsProps) {
  const bulk = useBulkModerateMessages();
  return (
    <BulkActionsBar
      selectedIds={selectedIds}
      actions={MESSAGE_MODERATION_ACTIONS}
      actionLabel={(action) => MESSAGE_ACTION_LABELS[action]}
      initialAction="approve"
      nothingSelected={ADMIN_UI_MESSAGES.selectMessagesFirst}
      pending={bulk.isPending}
      run={(action, messageIds) => bulk.mutateAsync({ action, messageIds, reason: "" })}
      onDone={onDone}
    />
  );
}
