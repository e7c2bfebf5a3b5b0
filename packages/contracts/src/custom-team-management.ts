import { z } from "zod";
import { inboundId } from "./ids.ts";
import { customTeamSchema, TEAM_DESCRIPTION_MAX_LENGTH, teamMemberSchema } from "./custom-teams.ts";
import { safeText } from "./custom-teams-text.ts";
import { word, WORD_REPLACEMENT_MESSAGES } from "./word-replacements.ts";

/** spec 001 §9 Time values: mute durations in days; null is permanent (default 7). */
export const MUTE_DURATION_DAYS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_MUTE_DAYS = 7;
export const ACTION_REASON_MAX_LENGTH = 500;
export const MAX_BULK_REQUESTS = 100;
export const MAX_TEAM_WORD_REPLACEMENTS = 200;

/** spec 001 §4 Join request default messages (exact). */
export const JOIN_REQUEST_DEFAULT_MESSAGES = {
  approve: "Welcome to the team!",
  bulkApprove: "Bulk approval",
  bulkDeny: "Bulk denial",
} as const;

/** How a refusal by the content filter names a management text. */
export const TEAM_MANAGEMENT_TEXT_LABELS = {
  replacementWord: "Replacement word",
  /** An owner's or team admin's answer to a join request. */
  message: "Message",
} as const;

export const TEAM_MANAGEMENT_MESSAGES = {
  invalidUserId: "Invalid user ID format. User ID must be a valid UUID.",
  invalidRequestId: "Invalid request ID format. Request ID must be a valid UUID.",
  invalidReplacementId: "Invalid replacement ID format. Replacement ID must be a valid UUID.",
  memberNotFound: "Member not found",
  manageForbidden: "Only the team owner and team admins can manage members.",
  roleForbidden: "Only the team owner can change member roles.",
  actsOnMembersOnly: "Team owners and admins can only act on members whose role is member.",
  notOnOwner: "Nobody can act on the team owner.",
  notOnSelf: "You cannot do that to yourself.",
  unblockFirst: "This member is blocked. Unblock them first.",
  /**
   * 409 on making a blocked or muted member an admin: blocks and mutes apply to members only,
   * so an admin who is blocked or muted could never be freed.
   */
  promoteActiveOnly: "Only an active member can be made an admin. Unblock or unmute them first.",
  muteDays: "Mute for 1, 3, 7, 14 or 30 days, or null for permanent",
  reasonTooLong: `Reasons must be at most ${ACTION_REASON_MAX_LENGTH} characters`,
  requestNotFound: "Join request not found",
  requestHandled: "This join request has already been handled.",
  requestIdsRequired: "Choose at least one join request",
  wordsForbidden: "Only the team owner can manage the team's word replacements.",
  wordDuplicate: "This team already has a replacement for this word.",
  wordNotFound: "Word replacement not found",
  tooManyWords: `A team can keep at most ${MAX_TEAM_WORD_REPLACEMENTS} word replacements.`,
} as const;

const reason = safeText(ACTION_REASON_MAX_LENGTH, TEAM_MANAGEMENT_MESSAGES.reasonTooLong);

export const memberParamsSchema = z.object({
  id: inboundId("Invalid team ID format. Team ID must be a valid UUID."),
  userId: inboundId(TEAM_MANAGEMENT_MESSAGES.invalidUserId),
});
export const requestParamsSchema = z.object({
  id: inboundId("Invalid team ID format. Team ID must be a valid UUID."),
  requestId: inboundId(TEAM_MANAGEMENT_MESSAGES.invalidRequestId),
});
export const replacementParamsSchema = z.object({
  id: inboundId("Invalid team ID format. Team ID must be a valid UUID."),
  replacementId: inboundId(TEAM_MANAGEMENT_MESSAGES.invalidReplacementId),
});

export const membersResponseSchema = z.object({ members: z.array(teamMemberSchema) });
export const memberResponseSchema = z.object({ member: teamMemberSchema });
export const removedResponseSchema = z.object({ success: z.literal(true) });

/** The owner switches a non-owner between member and admin (spec 001 §4). */
export const roleChangeSchema = z.object({ role: z.enum(["member", "admin"]) });
export const muteSchema = z.object({
  days: z
    .union([z.literal(MUTE_DURATION_DAYS), z.null()], { error: TEAM_MANAGEMENT_MESSAGES.muteDays })
    .default(DEFAULT_MUTE_DAYS),
  reason: reason.optional(),
});
export const blockSchema = z.object({ reason: reason.optional() });

/** POST /custom-teams/{id}/join: the seed sends nothing; a note to the owner is optional. */
export const joinRequestBodySchema = z
  .object({ message: safeText(TEAM_DESCRIPTION_MAX_LENGTH, "Message is too long").optional() })
  .nullish();

export const JOIN_REQUEST_STATUSES = ["pending", "approved", "denied"] as const;

/** spec 001 §3 Join request; email only for the owner. */
export const joinRequestSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  teamId: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  membershipTier: z.string(),
  accountAge: z.number().int().nonnegative(),
  requestedAt: z.iso.datetime(),
  email: z.string().optional(),
  message: z.string().nullable(),
  teamsCount: z.number().int().nonnegative(),
  lastActive: z.iso.datetime().nullable(),
  status: z.enum(JOIN_REQUEST_STATUSES),
  responseMessage: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinResponseSchema = z.union([
  z.object({ status: z.literal("joined"), team: customTeamSchema }),
  z.object({ status: z.literal("pending"), request: joinRequestSchema }),
]);
export const joinRequestsResponseSchema = z.object({ requests: z.array(joinRequestSchema) });

const action = z.enum(["approve", "deny"]);
export const handleRequestSchema = z.object({ action, message: reason.optional() });
export const bulkHandleSchema = z.object({
  action,
  requestIds: z
    .array(inboundId(TEAM_MANAGEMENT_MESSAGES.invalidRequestId))
    .min(1, { error: TEAM_MANAGEMENT_MESSAGES.requestIdsRequired })
    .max(MAX_BULK_REQUESTS),
  message: reason.optional(),
});
export const handledRequestResponseSchema = z.object({ request: joinRequestSchema });
export const bulkHandledResponseSchema = z.object({
  requests: z.array(joinRequestSchema),
  /** Ids that were not pending requests of this team (already handled or unknown). */
  skipped: z.array(z.uuid()),
});

export const teamWordReplacementInputSchema = z.object({
  originalWord: word(WORD_REPLACEMENT_MESSAGES.originalRequired),
  replacementWord: word(WORD_REPLACEMENT_MESSAGES.replacementRequired),
});
export const teamWordReplacementUpdateSchema = z.object({
  replacementWord: word(WORD_REPLACEMENT_MESSAGES.replacementRequired),
});
/** spec 001 §3 Team word replacement. */
export const teamWordReplacementSchema = z.object({
  id: z.uuid(),
  replacementId: z.uuid(),
  originalWord: z.string(),
  replacementWord: z.string(),
});
export const teamWordReplacementsResponseSchema = z.object({
  wordReplacements: z.array(teamWordReplacementSchema),
});
export const teamWordReplacementResponseSchema = z.object({
  wordReplacement: teamWordReplacementSchema,
});
export const teamDefaultsResponseSchema = z.object({
  addedCount: z.number().int().nonnegative(),
  skippedCount: z.number().int().nonnegative(),
});

/**
 * What the requester is told when a join request is decided: in the app at once (socket event
 * `join-request-decided` to each of their open tabs), and by push and email per their
 * notification preferences. `title` and `body` are the same words on every channel.
 */
export const joinRequestDecisionSchema = z.object({
  requestId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  status: z.enum(["approved", "denied"]),
  /** The owner's message ('Welcome to the team!' by default on approval), or null. */
  message: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads: the team room when approved, the team page when denied. */
  url: z.string(),
});
export type JoinRequestDecision = z.infer<typeof joinRequestDecisionSchema>;

/** Builds the notice the requester gets for a decided request. */
export function joinRequestDecision(input: {
  requestId: string;
  teamId: string;
  teamName: string;
  approved: boolean;
  message: string | null;
}): JoinRequestDecision {
  const { requestId, teamId, teamName, approved } = input;
  const message = input.message?.trim() ? input.message.trim() : null;
  const base = approved
    ? `Your request to join ${teamName} was approved.`
    : `Your request to join ${teamName} was not approved.`;
  return {
    requestId,
    teamId,
    teamName,
    status: approved ? "approved" : "denied",
    message,
    title: approved ? `Welcome to ${teamName}!` : `${teamName}: join request declined`,
    body: message ? `${base} "${message}"` : base,
    url: approved ? `/room?customTeam=${teamId}` : `/custom-team/${teamId}`,
  };
}
