import type { NotificationPreferences } from "@huddle/contracts/notifications";
import type { Profile, ProfileSettings, PublicProfile } from "@huddle/contracts/profile";
import type { Team } from "@huddle/contracts/sports";
import type { UserRow } from "../../db/schema.ts";

export interface ProfileFigures {
  followersCount: number;
  followingCount: number;
  messageCount: number;
  roomCount: number;
}

export function presentSettings(row: UserRow, prefs: NotificationPreferences): ProfileSettings {
  return {
    showEmail: row.showEmail,
    showLocation: row.showLocation,
    allowDirectMessages: row.allowDirectMessages,
    emailNotifications: prefs.notificationsEnabled && prefs.emailEnabled,
    pushNotifications: prefs.notificationsEnabled && (prefs.desktopEnabled || prefs.mobileEnabled),
    messageNotifications: row.messageNotifications,
    wordFilterEnabled: row.wordFilterEnabled,
  };
}

/** The owner's own profile (spec 000 §3 Profile). */
export function presentProfile(
  row: UserRow,
  extra: { prefs: NotificationPreferences; followedTeams: Team[]; figures: ProfileFigures },
): Profile {
  return {
    id: row.id,
    userId: row.id,
    username: row.username,
    displayName: row.displayName,
    email: row.email,
    bio: row.bio,
    location: row.location,
    favoriteTeam: row.favoriteTeam ?? "",
    avatar: row.avatar,
    membershipTier: row.membershipTier,
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
    lastActive: row.lastActive?.toISOString() ?? null,
    followedTeams: extra.followedTeams,
    customWordReplacementOn: row.wordFilterEnabled,
    ...extra.figures,
    settings: presentSettings(row, extra.prefs),
  };
}

/**
 * What another user sees: location and email only when the owner shows them (spec 000 §2); no
 * activity for a viewer the owner blocked.
 */
export function presentPublicProfile(
  row: UserRow,
  extra: {
    figures: ProfileFigures;
    isFollowing: boolean;
    isBlocked: boolean;
    isOwnProfile: boolean;
    /** The owner blocked the viewer: activity is not theirs to see. */
    hideActivity: boolean;
    abilities: { canFollow: boolean; canBlock: boolean };
  },
): PublicProfile {
  const hide = extra.hideActivity;
  return {
    id: row.id,
    userId: row.id,
    username: row.username,
    displayName: row.displayName,
    bio: row.bio,
    location: row.showLocation ? row.location : null,
    email: row.showEmail ? row.email : null,
    favoriteTeam: row.favoriteTeam ?? "",
    avatar: row.avatar,
    membershipTier: row.membershipTier,
    createdAt: row.createdAt.toISOString(),
    followersCount: extra.figures.followersCount,
    followingCount: extra.figures.followingCount,
    messageCount: hide ? null : extra.figures.messageCount,
    roomCount: hide ? null : extra.figures.roomCount,
    lastActive: hide ? null : (row.lastActive?.toISOString() ?? null),
    isFollowing: extra.isFollowing,
    isBlocked: extra.isBlocked,
    isOwnProfile: extra.isOwnProfile,
    ...extra.abilities,
  };
}
