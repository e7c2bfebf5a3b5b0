import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { HttpError, errorBody } from "@/lib/http/http-error";
import { markReported } from "./reported-messages";

export const REPORT_SENT_MESSAGE = "Thanks. A moderator will review this message.";

/** spec 000 §7 Chat: POST /api/chat/messages/{id}/report {reason}; returns the server's text. */
export async function reportMessage(http: HttpClient, id: string, reason: string): Promise<string> {
  const raw = await http.request<unknown>(`/api/chat/messages/${encodeURIComponent(id)}/report`, {
    method: "POST",
    body: { reason },
  });
  return errorBody(raw).message ?? REPORT_SENT_MESSAGE;
}

export function useReportMessage() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reportMessage(http, id, reason),
    onSuccess: (_text, { id }) => markReported(queryClient, id),
    // 409 is the server's 'You have already reported this message.' (reports.service).
    onError: (error, { id }) => {
      if (error instanceof HttpError && error.status === 409) markReported(queryClient, id);
    },
  });
}
