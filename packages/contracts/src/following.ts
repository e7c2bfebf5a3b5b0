import { z } from "zod";
import { inboundId } from "./ids.ts";
import { teamSchema } from "./sports.ts";

export const FOLLOW_MESSAGES = {
  teamNotFound: "Team not found",
  leagueNotFound: "League not found",
  conferenceNotFound: "Conference not found",
  conferenceRequired: "Choose a conference to follow.",
  followNotFound: "You are not following that.",
} as const;

/** GET /api/user/teams */
export const followedTeamsResponseSchema = z.object({ teams: z.array(teamSchema) });

export const followTeamRequestSchema = z.object({
  teamId: z.string({ error: FOLLOW_MESSAGES.teamNotFound }).min(1).max(20),
});
export const followTeamResponseSchema = z.object({
  success: z.literal(true),
  team: teamSchema,
});
export const teamIdParamsSchema = z.object({ teamId: z.string().min(1).max(20) });

/** spec 000 §3 Follow record. */
export const followRecordSchema = z.object({
  id: z.uuid(),
  followType: z.enum(["league", "conference"]),
  league: z.string(),
  leagueName: z.string(),
  conference: z.string().nullable(),
  conferenceName: z.string().nullable(),
});
export type FollowRecord = z.infer<typeof followRecordSchema>;

/** League and conference may be given by id ('nfl', 'afc') or by name ('NFL', 'AFC'). */
export const followLeagueConferenceRequestSchema = z.object({
  followType: z.enum(["league", "conference"]),
  league: z.string().trim().min(1, { error: FOLLOW_MESSAGES.leagueNotFound }).max(40),
  conference: z.string().trim().max(60).nullish(),
});
export const followLeagueConferenceResponseSchema = z.object({
  success: z.literal(true),
  follow: followRecordSchema,
});
export const followedLeagueConferencesSchema = z.object({
  followedLeagueConferences: z.array(followRecordSchema),
});
export const followIdParamsSchema = z.object({
  id: inboundId(FOLLOW_MESSAGES.followNotFound),
});
