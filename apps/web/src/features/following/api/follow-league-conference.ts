import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  followLeagueConferenceResponseSchema,
  type FollowRecord,
} from "@huddle/contracts/following";
import type { HttpClient } from "@/lib/http/http-client";
import { useHttpClient } from "@/lib/http/use-http-client";
import { FOLLOWING_MUTATION_SCOPE, followingKeys } from "./following-keys";

export interface FollowLeagueConferenceInput {
  followType: "league" | "conference";
  league: string;
  conference?: string;
}

/** POST /api/user/leagues-conferences/follow { followType, league, conference } */
export async function followLeagueConference(
  http: HttpClient,
  input: FollowLeagueConferenceInput,
): Promise<FollowRecord> {
  const raw = await http.request<unknown>("/api/user/leagues-conferences/follow", {
    method: "POST",
    body: input,
  });
  return followLeagueConferenceResponseSchema.parse(raw).follow;
}

export function useFollowLeagueConference() {
  const http = useHttpClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [FOLLOWING_MUTATION_SCOPE, "league-conference", "follow"],
    mutationFn: (input: FollowLeagueConferenceInput) => followLeagueConference(http, input),
    onSuccess: (follow) => {
      queryClient.setQueryData<FollowRecord[]>(followingKeys.leaguesConferences(), (records) =>
        records && !records.some((r) => r.id === follow.id) ? [...records, follow] : records,
      );
      void queryClient.invalidateQueries({ queryKey: followingKeys.leaguesConferences() });
    },
  });
}
