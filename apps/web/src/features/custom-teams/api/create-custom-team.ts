import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  customTeamResponseSchema,
  type CreateCustomTeamInput,
} from "@huddle/contracts/custom-teams";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { customTeamKeys } from "./custom-team-keys";

/** POST /api/custom-teams → 201 { team }. */
export async function createCustomTeam(http: HttpClient, input: CreateCustomTeamInput) {
  const raw = await http.request<unknown>("/api/custom-teams", { method: "POST", body: input });
  return customTeamResponseSchema.parse(raw).team;
}

export function useCreateCustomTeam() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCustomTeamInput) => createCustomTeam(http, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customTeamKeys.all() }),
  });
}
