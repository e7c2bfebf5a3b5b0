import { z } from "zod";
import { inboundId } from "./ids.ts";
import { trimInvisible } from "./rules/text-safety.ts";
import { AUTH_MESSAGES } from "./auth.ts";
import { MEMBERSHIP_TIERS } from "./constants.ts";
import { textBlockedByFilter } from "./moderation.ts";
import { teamSchema } from "./sports.ts";

/**
 * Profile, public profile, social graph and search (spec 000 §2 Profile, §3 Profile, User in
 * lists, §4 Following, §5 Profile maximum lengths, Search, Other, §7 User, §9).
 */

/** spec 000 §5 Profile maximum lengths. */
export const PROFILE_MAX_LENGTHS = {
  username: 30,
  displayName: 50,
  bio: 200,
  location: 100,
  favoriteTeam: 100,
} as const;
/** How refusals name each profile text. */
export const PROFILE_TEXT_LABELS = {
  username: "Username",
  displayName: "Display name",
  bio: "Bio",
  location: "Location",
  favoriteTeam: "Favorite team",
} as const;
export type ProfileTextField = keyof typeof PROFILE_TEXT_LABELS;
/** The registration minimum still applies when a username is changed here. */
export const PROFILE_USERNAME_MIN_LENGTH = 3;
/** Search text we look at; longer input is refused. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Each half (users, teams) of a search answer holds at most this many entries. */
export const SEARCH_RESULT_LIMIT = 20;

export const PROFILE_MESSAGES = {
  notFound: "Profile not found",
  userNotFound: "User not found",
  userIdMissing: "Error: User ID is missing",
  usernameTaken: AUTH_MESSAGES.usernameTaken,
  usernameTooShort: `Username must be at least ${PROFILE_USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${PROFILE_MAX_LENGTHS.username} characters`,
  usernameFormat: "Username may contain only letters, numbers, underscore, or dash",
  displayNameTooLong: `Display name must be at most ${PROFILE_MAX_LENGTHS.displayName} characters`,
  /** Ours: a display name that passes for Huddle or its staff (rules/reserved-names.ts). */
  displayNameReserved: "This display name is reserved. Please choose another one.",
  bioTooLong: `Bio must be at most ${PROFILE_MAX_LENGTHS.bio} characters`,
  locationTooLong: `Location must be at most ${PROFILE_MAX_LENGTHS.location} characters`,
  favoriteTeamTooLong: `Favorite team must be at most ${PROFILE_MAX_LENGTHS.favoriteTeam} characters`,
  cannotFollowSelf: "You cannot follow yourself.",
  cannotBlockSelf: "You cannot block yourself.",
  cannotFollowBlocked: "You cannot follow a user you have blocked.",
  cannotFollowUser: "You cannot follow this user.",
  notFollowing: "You are not following this user.",
  notBlocked: "You have not blocked this user.",
  followed: "User followed.",
  unfollowed: "User unfollowed.",
  blocked: "User blocked.",
  unblocked: "User unblocked.",
  profileUpdated: "Profile updated successfully.",
  updateFailed: "Failed to update profile. Please try again.",
  /** A profile text the content filter refused; the body also carries the filter's reason. */
  textBlocked: textBlockedByFilter,
  blockedBanner: "You have blocked this user",
  blockConfirm: (username: string) => `Are you sure you want to block ${username}?`,
} as const;

/** spec 000 §3 Profile settings; §9 defaults. */
export const profileSettingsSchema = z.object({
  showEmail: z.boolean(),
  showLocation: z.boolean(),
  allowDirectMessages: z.boolean(),
  /** Mirrors notification preferences `emailEnabled`. */
  emailNotifications: z.boolean(),
  /** Mirrors notification preferences `desktopEnabled || mobileEnabled`; writing sets both. */
  pushNotifications: z.boolean(),
  messageNotifications: z.boolean(),
  wordFilterEnabled: z.boolean(),
});
export type ProfileSettings = z.infer<typeof profileSettingsSchema>;

/** spec 000 §9: word filter, direct messages and notifications on; showEmail/showLocation off. */
export const DEFAULT_PROFILE_SETTINGS: ProfileSettings = {
  showEmail: false,
  showLocation: false,
  allowDirectMessages: true,
  emailNotifications: true,
  pushNotifications: true,
  messageNotifications: true,
  wordFilterEnabled: true,
};

/** spec 000 §3 Profile: the owner's own view. Unset texts are "". */
export const profileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  /** Read-only here. */
  email: z.string(),
  bio: z.string(),
  location: z.string(),
  favoriteTeam: z.string(),
  avatar: z.string().nullable(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  createdAt: z.iso.datetime(),
  lastLogin: z.iso.datetime().nullable(),
  lastActive: z.iso.datetime().nullable(),
  followedTeams: z.array(teamSchema),
  /** Same as settings.wordFilterEnabled (the spec's other spelling). */
  customWordReplacementOn: z.boolean(),
  followersCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  messageCount: z.number().int().nonnegative(),
  roomCount: z.number().int().nonnegative(),
  settings: profileSettingsSchema,
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** Trimmed of invisible characters too: a display name of zero-width spaces is no name. */
const limited = (max: number, message: string) =>
  z.string().overwrite(trimInvisible).max(max, { error: message });

/**
 * PUT /api/user/profile: the profile form, a partial `{ settings }`, or both. Every field is
 * optional; `email` (and any other unknown key) is ignored because email is read-only.
 */
export const updateProfileRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(PROFILE_USERNAME_MIN_LENGTH, { error: PROFILE_MESSAGES.usernameTooShort, abort: true })
    .max(PROFILE_MAX_LENGTHS.username, { error: PROFILE_MESSAGES.usernameTooLong, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: PROFILE_MESSAGES.usernameFormat })
    .optional(),
  displayName: limited(PROFILE_MAX_LENGTHS.displayName, PROFILE_MESSAGES.displayNameTooLong)
    .nullish()
    .transform((v) => v ?? undefined),
  bio: limited(PROFILE_MAX_LENGTHS.bio, PROFILE_MESSAGES.bioTooLong)
    .nullish()
    .transform((v) => v ?? undefined),
  location: limited(PROFILE_MAX_LENGTHS.location, PROFILE_MESSAGES.locationTooLong)
    .nullish()
    .transform((v) => v ?? undefined),
  favoriteTeam: limited(PROFILE_MAX_LENGTHS.favoriteTeam, PROFILE_MESSAGES.favoriteTeamTooLong)
    .nullish()
    .transform((v) => v ?? undefined),
  settings: profileSettingsSchema.partial().optional(),
  /** The spec's other spelling of settings.wordFilterEnabled. */
  customWordReplacementOn: z.boolean().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The form half of the request, for `zodResolver` on the General tab. */
export const profileFormSchema = updateProfileRequestSchema.pick({
  username: true,
  displayName: true,
  bio: true,
  location: true,
  favoriteTeam: true,
});

/** GET /api/user/profile/{idOrUsername}: a user id (uuid) or a username. */
export const profileLookupParamsSchema = z.object({
  idOrUsername: z.string().trim().min(1, { error: PROFILE_MESSAGES.userIdMissing }).max(100),
});

/** spec 000 §2 Profile (public): location/email are null unless the owner shows them. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  bio: z.string(),
  location: z.string().nullable(),
  email: z.string().nullable(),
  favoriteTeam: z.string(),
  avatar: z.string().nullable(),
  membershipTier: z.enum(MEMBERSHIP_TIERS),
  createdAt: z.iso.datetime(),
  followersCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  /** Activity is null for a viewer the owner blocked (docs/decisions.md). */
  messageCount: z.number().int().nonnegative().nullable(),
  /** Distinct rooms the user has posted in ('Rooms Joined'). */
  roomCount: z.number().int().nonnegative().nullable(),
  lastActive: z.iso.datetime().nullable(),
  isFollowing: z.boolean(),
  isBlocked: z.boolean(),
  /** True when the viewer is looking at their own profile (no follow/block buttons). */
  isOwnProfile: z.boolean(),
  /** The viewer's buttons (server `social.policy.ts`): not on oneself; no follow while blocking. */
  canFollow: z.boolean(),
  canBlock: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
export const publicProfileResponseSchema = z.object({ profile: publicProfileSchema });

/** spec 000 §3 User in lists. */
export const userInListSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  favoriteTeam: z.string(),
});
export type UserInList = z.infer<typeof userInListSchema>;

/** GET /api/user/users (people I follow) and GET /api/user/blocked. */
export const userListResponseSchema = z.object({ users: z.array(userInListSchema) });

export const userIdParamsSchema = z.object({
  id: inboundId(PROFILE_MESSAGES.userNotFound),
});

/** POST follow / DELETE unfollow / POST block / DELETE unblock. */
export const socialActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: userInListSchema,
});

/** GET /api/user/search?q= */
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX_LENGTH).default(""),
});
export const searchResponseSchema = z.object({
  users: z.array(userInListSchema),
  teams: z.array(teamSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** PUT /api/user/profile */
export const updateProfileResponseSchema = profileResponseSchema.extend({
  success: z.literal(true),
  message: z.string(),
});
