import { useState } from "react";
import type { MessageModerationAction } from "@huddle/contracts/admin-moderation";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import {
  useModerateMessage,
  useModerationMessages,
  type MessageFilters as Filters,
} from "../../api/messages-api";
import { errorText } from "../../utils/error-text";
import { BanDialog, type RestrictionTarget } from "../shared/ban-dialog";
import { MuteDialog } from "../shared/mute-dialog";
import { Pager } from "../shared/pager";
import { BulkMessageActions } from "./bulk-message-actions";
import { MessageDetailsDialog } from "./message-details-dialog";
import { MessageFilters } from "./message-filters";
import { MessageRow, type AuthorAction } from "./message-row";

/** Typing in a filter waits like the user search does (spec 001 §9: 500 ms). */
const FILTER_DEBOUNCE_MS = 500;

const DONE: Record<MessageModerationAction, string> = {
  approve: "Message approved",
  delete: "Message deleted",
  reject: "Report rejected",
  allow: "Message allowed",
};

/** The reported queue, or every message with filters; pages of 25. */
export function MessageListView({ view }: { view: "reported" | "all" }) {
  const [filters, setFilters] = useState<Filters>({});
  const appliedFilters = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [authorAction, setAuthorAction] = useState<{
    kind: AuthorAction;
    target: RestrictionTarget;
  } | null>(null);
  const messages = useModerationMessages(view, appliedFilters, page);
  const moderate = useModerateMessage();

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  async function act(messageId: string, action: MessageModerationAction) {
    try {
      await moderate.mutateAsync({ messageId, action, reason: "" });
      setNotice(DONE[action]);
    } catch (error) {
      setNotice(errorText(error, ADMIN_UI_MESSAGES.moderateMessageFailed));
    }
  }

  const list = messages.data?.messages ?? [];
  return (
    <div className="space-y-3">
      {view === "all" ? (
        <MessageFilters
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
      ) : null}
      <BulkMessageActions selectedIds={[...selected]} onDone={setNotice} />
      <p role="status" aria-live="polite" className="text-sm">
        {notice}
      </p>
      {messages.isPending ? <p>Loading messages…</p> : null}
      {messages.isError ? (
        <p role="alert">{errorText(messages.error, ADMIN_UI_MESSAGES.loadDataFailed)}</p>
      ) : null}
      {messages.data && list.length === 0 ? (
        <p>{view === "reported" ? "No reported messages." : "No messages match."}</p>
      ) : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700" aria-label="Messages">
          {list.map((message) => (
            <MessageRow
              key={message.messageId}
              message={message}
              selected={selected.has(message.messageId)}
              busy={moderate.isPending}
              onToggle={() => toggle(message.messageId)}
              onDetails={() => setDetailsId(message.messageId)}
              onAction={(action) => void act(message.messageId, action)}
              onAuthorAction={(kind) => {
                const { userId, username } = message.user;
                if (userId) setAuthorAction({ kind, target: { userId, username } });
              }}
            />
          ))}
        </ul>
      ) : null}
      <Pager page={page} totalPages={messages.data?.pagination.totalPages ?? 1} onPage={setPage} />
      {detailsId ? (
        <MessageDetailsDialog messageId={detailsId} onClose={() => setDetailsId(null)} />
      ) : null}
      {authorAction ? (
        <AuthorActionDialog
          {...authorAction}
          onDone={setNotice}
          onClose={() => setAuthorAction(null)}
        />
      ) : null}
    </div>
  );
}

function AuthorActionDialog({
  kind,
  ...props
}: {
  kind: AuthorAction;
  target: RestrictionTarget;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  return kind === "ban" ? <BanDialog {...props} /> : <MuteDialog {...props} />;
}
