import { z } from "zod";
import { inboundId } from "./ids.ts";
import { AGE_GROUPS, SKILL_LEVELS, SPORT_ALIASES, SPORTS } from "./constants.ts";
import { choiceOf, requiredText, safeText } from "./custom-teams-text.ts";

/** spec 001 §5, §9 lengths (issue 11: 50 and 500 are allowed, longer is refused). */
export const TEAM_NAME_MIN_LENGTH = 3;
export const TEAM_NAME_MAX_LENGTH = 50;
export const TEAM_DESCRIPTION_MAX_LENGTH = 500;
export const TEAM_LOCATION_MAX_LENGTH = 100;
export const TEAM_TAG_MAX_LENGTH = 30;
export const TEAM_MAX_TAGS = 10;
/** spec 001 §9 Search and pagination; the max is issue 11's. */
export const TEAM_SEARCH_PAGE_SIZE = 12;
export const TEAM_SEARCH_MAX_PAGE_SIZE = 50;
/** spec 001 §2: the share URL is origin + /teams/join/join{teamId}. */
export const SHARE_CODE_PREFIX = "join";

/** How a refusal by the content filter names a team's text (the form's own labels). */
export const CUSTOM_TEAM_TEXT_LABELS = {
  name: "Team Name",
  description: "Description",
  location: "Location",
  city: "City",
  state: "State",
  tags: "Tags",
  message: "Message",
} as const;

/** Every custom-team text the API answers with; quoted ones are spec 001's exact words. */
/**
 * Ours (spec 001 is silent): after a team declines a request, how long before the same fan may
 * ask again, so that a declined fan cannot fill the managers' queue with the same request.
 */
export const JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS = 24;

export const CUSTOM_TEAM_MESSAGES = {
  invalidTeamId: "Invalid team ID format. Team ID must be a valid UUID.",
  teamNotFound: "Team not found",
  nameRequiredOnCreate: "Team name is required.",
  nameRequired: "Team name is required",
  nameTooShort: "Team name must be at least 3 characters",
  nameTooLong: "Team name must be less than 50 characters",
  descriptionTooLong: "Description must be less than 500 characters",
  locationTooLong: "Location must be at most 100 characters",
  tagTooLong: "Tags must be at most 30 characters each",
  tooManyTags: "A team can have at most 10 tags",
  sportRequired: "Choose a sport from the list",
  skillLevelUnknown: "Choose a skill level from the list",
  ageRangeUnknown: "Choose an age range from the list",
  approvalFlagsDisagree: "requiresApproval and requiresAcceptance must have the same value",
  noChanges: "No changes to save",
  editForbidden: "You do not have permission to edit this team",
  deleteForbidden: "Only the team owner can delete this team.",
  cannotCreate:
    "Your membership does not include custom teams. Upgrade on the Premium page (/premium) to create one.",
  teamLimitReached: (maxTeams: number) =>
    `You have reached your limit of ${maxTeams} custom team${maxTeams === 1 ? "" : "s"}. Upgrade on the Premium page (/premium) to create more.`,
  alreadyMember: "You are already a member of this team",
  blocked: "You have been blocked from this team.",
  /** Ours: leaving a team (the spec has no way out; docs/decisions.md). */
  notMember: "You are not a member of this team.",
  ownerCannotLeave: "As the owner you cannot leave your team. Delete it instead.",
  mutedCannotLeave: "You can leave this team once your mute ends.",
  left: "You left the team.",
  // Must not contain 'already' or 'member': the web shows 'Already a Team Member' for those (§8).
  teamFull: (maxMembers: number) =>
    `This team is full: its owner's plan allows ${maxMembers} people on a team.`,
  notAcceptingRequests: "This team is not accepting join requests right now.",
  /** Ours: see JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS. */
  requestRecentlyDenied: `This team declined your request. You can ask again ${JOIN_REQUEST_RETRY_AFTER_DENIAL_HOURS} hours after it was declined.`,
  privateTeam: "This team is private. Request to join to see its members and games.",
  invalidShareCode: "Invalid team link",
  shareNotFound: "Team not found or link is invalid",
  invalidQuery: "Invalid search filters",
} as const;

export const sportSchema = choiceOf(SPORTS, CUSTOM_TEAM_MESSAGES.sportRequired, SPORT_ALIASES);
export const skillLevelSchema = choiceOf(SKILL_LEVELS, CUSTOM_TEAM_MESSAGES.skillLevelUnknown);
export const ageRangeSchema = choiceOf(AGE_GROUPS, CUSTOM_TEAM_MESSAGES.ageRangeUnknown);

export const teamIdParamsSchema = z.object({
  id: inboundId(CUSTOM_TEAM_MESSAGES.invalidTeamId),
});

/**
 * Spec 001 §5 sets the 3-character minimum on edit only: a team may be created as "KC", and an
 * edit that renames it needs three characters or more.
 */
const nameSchema = (required: string, min = 1) =>
  requiredText({
    required,
    min,
    tooShort: CUSTOM_TEAM_MESSAGES.nameTooShort,
    max: TEAM_NAME_MAX_LENGTH,
    tooLong: CUSTOM_TEAM_MESSAGES.nameTooLong,
  });
const descriptionSchema = safeText(
  TEAM_DESCRIPTION_MAX_LENGTH,
  CUSTOM_TEAM_MESSAGES.descriptionTooLong,
);
const placeSchema = safeText(TEAM_LOCATION_MAX_LENGTH, CUSTOM_TEAM_MESSAGES.locationTooLong);
const tagsSchema = z
  .array(safeText(TEAM_TAG_MAX_LENGTH, CUSTOM_TEAM_MESSAGES.tagTooLong).min(1))
  .max(TEAM_MAX_TAGS, { error: CUSTOM_TEAM_MESSAGES.tooManyTags });

/** The fields create and update share; every one optional here. */
const teamFields = {
  description: descriptionSchema.optional(),
  location: placeSchema.optional(),
  city: placeSchema.optional(),
  state: placeSchema.optional(),
  skillLevel: skillLevelSchema.nullish(),
  ageRange: ageRangeSchema.nullish(),
  isPublic: z.boolean().optional(),
  /** Issue 11: requiresApproval and requiresAcceptance are one flag under two names. */
  requiresApproval: z.boolean().optional(),
  requiresAcceptance: z.boolean().optional(),
  allowJoinRequests: z.boolean().optional(),
  tags: tagsSchema.optional(),
};

interface ApprovalFlags {
  requiresApproval?: boolean | undefined;
  requiresAcceptance?: boolean | undefined;
}
function flagsAgree(v: ApprovalFlags): boolean {
  return (
    v.requiresApproval === undefined ||
    v.requiresAcceptance === undefined ||
    v.requiresApproval === v.requiresAcceptance
  );
}
/** Folds the two names of the approval flag into `requiresApproval`. */
function foldApproval<T extends ApprovalFlags>(v: T) {
  const { requiresAcceptance, requiresApproval, ...rest } = v;
  return { ...rest, requiresApproval: requiresApproval ?? requiresAcceptance };
}

/** POST /api/custom-teams (spec 001 §3 draft, §5 Create team). */
export const createCustomTeamSchema = z
  .object({
    name: nameSchema(CUSTOM_TEAM_MESSAGES.nameRequiredOnCreate),
    sport: sportSchema,
    ...teamFields,
  })
  .refine(flagsAgree, { error: CUSTOM_TEAM_MESSAGES.approvalFlagsDisagree })
  .transform(foldApproval);
export type CreateCustomTeamInput = z.infer<typeof createCustomTeamSchema>;

/** PUT /api/custom-teams/{id} (spec 001 §5 Edit team): only the fields sent change. */
export const updateCustomTeamSchema = z
  .object({
    name: nameSchema(CUSTOM_TEAM_MESSAGES.nameRequired, TEAM_NAME_MIN_LENGTH).optional(),
    sport: sportSchema.optional(),
    ...teamFields,
  })
  .refine(flagsAgree, { error: CUSTOM_TEAM_MESSAGES.approvalFlagsDisagree })
  .transform(foldApproval);
export type UpdateCustomTeamInput = z.infer<typeof updateCustomTeamSchema>;

export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const MEMBER_STATUSES = ["active", "muted", "blocked"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** spec 001 §3 Team member. */
export const teamMemberSchema = z.object({
  userId: z.uuid(),
  username: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.iso.datetime(),
  /** null with status muted means a permanent mute. */
  mutedUntil: z.iso.datetime().nullable(),
  actionReason: z.string().nullable(),
  /**
   * What the viewer may do to this member (rules/team-abilities.ts `memberAbilities`); the
   * server always sends them, clients fall back to the same rule.
   */
  canChangeRole: z.boolean().optional(),
  canModerate: z.boolean().optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** spec 001 §3 Custom team, with both spellings of every aliased field. */
export const customTeamSchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  teamName: z.string(),
  description: z.string(),
  teamDescription: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  sport: z.string(),
  skillLevel: z.string().nullable(),
  ageRange: z.string().nullable(),
  isPublic: z.boolean(),
  requiresApproval: z.boolean(),
  requiresAcceptance: z.boolean(),
  allowJoinRequests: z.boolean(),
  tags: z.array(z.string()),
  shareCode: z.string(),
  followerCount: z.number().int().nonnegative(),
  gameCount: z.number().int().nonnegative(),
  memberCount: z.number().int().nonnegative(),
  messageCount: z.number().int().nonnegative(),
  /** Pending requests; only for the owner and team admins. */
  joinRequestCount: z.number().int().nonnegative().optional(),
  createdAt: z.iso.datetime(),
  createdBy: z.object({ username: z.string() }),
  createdByUserId: z.uuid(),
  ownerId: z.uuid(),
  requiresAuth: z.boolean(),
  /** The caller's abilities and standing (STYLE.md: the UI never guesses). */
  canEdit: z.boolean(),
  canJoin: z.boolean(),
  canDelete: z.boolean(),
  /** The team's word replacements (spec 001 §2: the owner's alone). */
  canManageWordReplacements: z.boolean(),
  /** A member or team admin in good standing may leave; the owner may not (docs/decisions.md). */
  canLeave: z.boolean(),
  isMember: z.boolean(),
  isFollowing: z.boolean(),
  hasPendingRequest: z.boolean(),
  viewerRole: z.enum(TEAM_ROLES).nullable(),
  viewerStatus: z.enum(MEMBER_STATUSES).nullable(),
  /** On the details route; omitted from lists and, for a private team, from non-members. */
  members: z.array(teamMemberSchema).optional(),
});
export type CustomTeam = z.infer<typeof customTeamSchema>;

export const customTeamResponseSchema = z.object({ team: customTeamSchema });
export const customTeamListSchema = z.object({ teams: z.array(customTeamSchema) });

/** GET /api/custom-teams/limits (spec 001 §3 Team limits). */
export const teamLimitsResponseSchema = z.object({
  maxTeams: z.number().int(),
  currentTeams: z.number().int().nonnegative(),
  maxMembers: z.number().int(),
});

/** Signed-out share-link preview (spec 001 §2 Team join page). */
export const teamPreviewSchema = z.object({
  id: z.uuid(),
  teamId: z.uuid(),
  name: z.string(),
  sport: z.string(),
  location: z.string(),
  city: z.string(),
  description: z.string(),
  skillLevel: z.string().nullable(),
  ageRange: z.string().nullable(),
  isPublic: z.boolean(),
  requiresApproval: z.boolean(),
  requiresAcceptance: z.boolean(),
  requiresAuth: z.literal(true),
});
export const shareCodeParamsSchema = z.object({ code: z.string().max(200) });
export const sharedTeamResponseSchema = z.object({
  team: z.union([customTeamSchema, teamPreviewSchema]),
});

export const followToggleResponseSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});

/** The team id behind a share code: `join{uuid}` or the bare uuid; null when malformed. */
export function teamIdFromShareCode(code: string): string | null {
  const trimmed = code.trim();
  const id = trimmed.startsWith(SHARE_CODE_PREFIX)
    ? trimmed.slice(SHARE_CODE_PREFIX.length)
    : trimmed;
  return z.uuid().safeParse(id).success ? id.toLowerCase() : null;
}
export const shareCodeFor = (teamId: string) => `${SHARE_CODE_PREFIX}${teamId}`;
