import { useMutation } from "@tanstack/react-query";
import { appealResponseSchema, type AppealRequest } from "@huddle/contracts/chat";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";

export const APPEAL_SENT_MESSAGE =
  "Your appeal has been submitted. A moderator will review it within 24-48 hours.";

/** spec 000 §3 Appeal, §7 Chat: POST /api/chat/appeals. */
export async function submitAppeal(http: HttpClient, body: AppealRequest): Promise<string> {
  const raw = await http.request<unknown>("/api/chat/appeals", { method: "POST", body });
  const parsed = appealResponseSchema.safeParse(raw);
  return parsed.success ? parsed.data.message : APPEAL_SENT_MESSAGE;
}

export function useSubmitAppeal() {
  const http = useHttpClient();
  return useMutation({ mutationFn: (body: AppealRequest) => submitAppeal(http, body) });
}
