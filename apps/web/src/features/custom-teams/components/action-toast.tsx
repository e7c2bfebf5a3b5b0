import { Toast, ToastRegion } from "@/components/ui/toast";
import type { TeamNotice } from "../hooks/use-team-actions";

/**
 * The notice of a join, follow or share action on a list of team cards, as a toast: fixed to the
 * viewport, so a fan who scrolled down to a card still sees it, and announced by the toast's live
 * region. The shared toast has no error tone; errors and warnings say so in their titles.
 */
export function ActionToast({
  notice,
  onDismiss,
}: {
  notice: TeamNotice | null;
  onDismiss: () => void;
}) {
  return (
    <ToastRegion label="Team notice">
      {notice ? (
        <Toast
          key={notice.id}
          title={notice.title}
          tone={notice.tone === "success" ? "success" : "neutral"}
          onDismiss={onDismiss}
        >
          {notice.text ? <p>{notice.text}</p> : null}
        </Toast>
      ) : null}
    </ToastRegion>
  );
}
