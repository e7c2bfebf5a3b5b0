import { Notice } from "@/components/ui/notice";
import type { JoinNotice } from "../utils/join-outcome";

/** The notice of a join, follow or share action. */
export function ActionNotice({ notice }: { notice: JoinNotice | null }) {
  if (!notice) return null;
  return (
    <Notice tone={notice.tone} title={notice.text ? notice.title : undefined}>
      {notice.text ?? notice.title}
    </Notice>
  );
}
