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

/** What another user sees: location and email only when the owner shows them (spec 000 §2). */
export function presentPublicProfile(
  row: UserRow,
  extra: {
    figures: ProfileFigures;
    isFollowing: boolean;
    isBlocked: boolean;
    isOwnProfile: boolean;
  },
): PublicProfile {
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
    ...extra.figures,
    lastActive: row.lastActive?.toISOString() ?? null,
    isFollowing: extra.isFollowing,
    isBlocked: extra.isBlocked,
    isOwnProfile: extra.isOwnProfile,
  };
}
