import { useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import { useDeleteMessage } from "../api/delete-message";
import { useEditMessage } from "../api/edit-message";
import { useReportMessage } from "../api/report-message";
import { CHAT_TEXTS } from "../utils/chat-texts";
import type { TimedNotice } from "./use-timed-notice";

interface Options {
  roomSlug: string;
  prepare: (message: ChatMessage) => ChatMessage;
  /** The home chat reports with a fixed reason; other rooms ask for one. */
  fixedReportReason?: string;
  notify: (tone: TimedNotice["tone"], text: string) => void;
}

/** Edit, delete (after the spec 000 §6 confirmation) and report for one room. */
export function useMessageActions({ roomSlug, prepare, fixedReportReason, notify }: Options) {
  const edit = useEditMessage(roomSlug, prepare);
  const remove = useDeleteMessage(roomSlug);
  const report = useReportMessage();
  const [reportTarget, setReportTarget] = useState<ChatMessage | null>(null);

  const sendReport = (message: ChatMessage, reason: string) =>
    report.mutate(
      { id: message.id, reason },
      {
        onSuccess: (text) => {
          setReportTarget(null);
          notify("success", text || CHAT_TEXTS.reported);
        },
        onError: (error) => {
          if (!reportTarget) notify("error", error.message);
        },
      },
    );

  return {
    reportTarget,
    report,
    closeReport: () => {
      setReportTarget(null);
      report.reset();
    },
    submitReport: (reason: string) => reportTarget && sendReport(reportTarget, reason),
    async onEdit(message: ChatMessage, text: string): Promise<boolean> {
      try {
        await edit.mutateAsync({ id: message.id, text });
        return true;
      } catch (error) {
        notify("error", (error as Error).message);
        return false;
      }
    },
    async onDelete(message: ChatMessage): Promise<boolean> {
      if (!window.confirm(CHAT_TEXTS.deleteConfirm)) return false;
      try {
        await remove.mutateAsync(message.id);
        return true;
      } catch (error) {
        notify("error", (error as Error).message);
        return false;
      }
    },
    onReport(message: ChatMessage): void {
      if (fixedReportReason) sendReport(message, fixedReportReason);
      else {
        report.reset();
        setReportTarget(message);
      }
    },
  };
}
