import type { TimedNotice } from "@/lib/use-timed-notice";
import { Notice } from "./notice";

/** Shows the current timed notice, if any. */
export function TimedNoticeView({ notice }: { notice: TimedNotice | null }) {
  return notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null;
}
