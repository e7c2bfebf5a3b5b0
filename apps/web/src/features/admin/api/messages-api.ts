import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  bulkMessagesRequestSchema,
  messageDetailsResponseSchema,
  moderateMessageResponseSchema,
  moderationMessagesResponseSchema,
  type BulkMessagesRequest,
  type MessageModerationAction,
} from "@huddle/contracts/admin-moderation";
import { bulkResultSchema } from "@huddle/contracts/admin";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** The all-messages filters (spec 001 §7): status, author id and room slug. */
export interface MessageFilters {
  status?: string;
  userId?: string;
  roomId?: string;
}

/** GET /api/admin/messages/reported, or /api/admin/messages with filters; pages of 25. */
export async function listModerationMessages(
  http: HttpClient,
  view: "reported" | "all",
  filters: MessageFilters,
  page: number,
) {
  const path = view === "reported" ? "/api/admin/messages/reported" : "/api/admin/messages";
  const query = view === "reported" ? { page } : { ...filters, page };
  return moderationMessagesResponseSchema.parse(await http.request<unknown>(path, { query }));
}

export function useModerationMessages(
  view: "reported" | "all",
  filters: MessageFilters,
  page: number,
) {
  const http = useHttpClient();
  const key = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return useQuery({
    queryKey: adminKeys.messages(view, key, page),
    queryFn: () => listModerationMessages(http, view, key, page),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/messages/{id}: the message, its room, parent, history, reports and filter call. */
export async function getMessageDetails(http: HttpClient, messageId: string) {
  return messageDetailsResponseSchema.parse(
    await http.request<unknown>(`/api/admin/messages/${messageId}`),
  );
}

export function useMessageDetails(messageId: string) {
  const http = useHttpClient();
  return useQuery({
    queryKey: adminKeys.messageDetails(messageId),
    queryFn: () => getMessageDetails(http, messageId),
  });
}

export interface ModerateMessageArgs {
  messageId: string;
  action: MessageModerationAction;
  reason: string;
}

/** POST /api/admin/messages/{id}/moderate. */
export async function moderateMessage(
  http: HttpClient,
  { messageId, ...body }: ModerateMessageArgs,
) {
  const raw = await http.request<unknown>(`/api/admin/messages/${messageId}/moderate`, {
    method: "POST",
    body,
  });
  return moderateMessageResponseSchema.parse(raw);
}

/** POST /api/admin/messages/bulk: one outcome per message. */
export async function bulkModerateMessages(http: HttpClient, body: BulkMessagesRequest) {
  const raw = await http.request<unknown>("/api/admin/messages/bulk", {
    method: "POST",
    body: bulkMessagesRequestSchema.parse(body),
  });
  return bulkResultSchema.parse(raw);
}

export const useModerateMessage = () => useAdminMutation(moderateMessage);
export const useBulkModerateMessages = () => useAdminMutation(bulkModerateMessages);
