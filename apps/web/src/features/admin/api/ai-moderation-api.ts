import { useQuery } from "@tanstack/react-query";
import {
  aiAnalyticsSchema,
  aiSettingsResponseSchema,
  customRuleResponseSchema,
  customRulesResponseSchema,
  type CustomRuleRequest,
} from "@huddle/contracts/admin-moderation";
import type { AiModerationSettings } from "@huddle/contracts/moderation";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { adminKeys } from "./admin-keys";
import { useAdminMutation } from "./use-admin-mutation";

const SETTINGS = "/api/admin/ai-moderation/settings";
const RULES = "/api/admin/ai-moderation/rules";

export async function getAiSettings(http: HttpClient) {
  return aiSettingsResponseSchema.parse(await http.request<unknown>(SETTINGS)).settings;
}

/** PUT the whole settings entity; the live filter follows within seconds (issue 13). */
export async function saveAiSettings(http: HttpClient, settings: AiModerationSettings) {
  const raw = await http.request<unknown>(SETTINGS, { method: "PUT", body: settings });
  return aiSettingsResponseSchema.parse(raw).settings;
}

export async function getAiAnalytics(http: HttpClient) {
  return aiAnalyticsSchema.parse(await http.request<unknown>("/api/admin/ai-moderation/analytics"));
}

export async function getCustomRules(http: HttpClient) {
  return customRulesResponseSchema.parse(await http.request<unknown>(RULES)).rules;
}

export async function addCustomRule(http: HttpClient, body: CustomRuleRequest) {
  const raw = await http.request<unknown>(RULES, { method: "POST", body });
  return customRuleResponseSchema.parse(raw).rule;
}

export async function deleteCustomRule(http: HttpClient, ruleId: string) {
  await http.request<unknown>(`${RULES}/${ruleId}`, { method: "DELETE" });
}

export function useAiSettings() {
  const http = useHttpClient();
  return useQuery({ queryKey: adminKeys.aiSettings(), queryFn: () => getAiSettings(http) });
}

export function useAiAnalytics() {
  const http = useHttpClient();
  return useQuery({ queryKey: adminKeys.aiAnalytics(), queryFn: () => getAiAnalytics(http) });
}

export function useCustomRules() {
  const http = useHttpClient();
  return useQuery({ queryKey: adminKeys.aiRules(), queryFn: () => getCustomRules(http) });
}

export const useSaveAiSettings = () => useAdminMutation(saveAiSettings);
export const useAddCustomRule = () => useAdminMutation(addCustomRule);
export const useDeleteCustomRule = () => useAdminMutation(deleteCustomRule);
