import type { Profile, PublicProfile } from "@huddle/contracts/profile";
import type { NotificationPreferences } from "@huddle/contracts/notifications";
import type { WordReplacement } from "@huddle/contracts/word-replacements";

const USER_ID = "6f1c7c5e-2a4b-4c8e-9d3f-1a2b3c4d5e6f";
const OTHER_ID = "7a2d8d6f-3b5c-4d9f-8e4a-2b3c4d5e6f70";

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: USER_ID,
    userId: USER_ID,
    username: "alice",
    displayName: "Alice",
    email: "alice@example.com",
    bio: "",
    location: "",
    favoriteTeam: "",
    avatar: null,
    membershipTier: "basic",
    createdAt: "2025-11-01T00:00:00.000Z",
    lastLogin: null,
    lastActive: null,
    followedTeams: [],
    customWordReplacementOn: true,
    followersCount: 0,
    followingCount: 0,
    messageCount: 0,
    roomCount: 0,
    settings: {
      showEmail: false,
      showLocation: false,
      allowDirectMessages: true,
      emailNotifications: true,
      pushNotifications: true,
      messageNotifications: true,
      wordFilterEnabled: true,
    },
    ...overrides,
  };
}

export function buildPublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: OTHER_ID,
    userId: OTHER_ID,
    username: "bob",
    displayName: "Bob Builder",
    bio: "Bills fan since 1990.",
    location: null,
    email: null,
    favoriteTeam: "Buffalo Bills",
    avatar: null,
    membershipTier: "basic",
    createdAt: "2025-11-01T12:00:00.000Z",
    followersCount: 3,
    followingCount: 5,
    messageCount: 42,
    roomCount: 7,
    lastActive: "2025-12-01T12:00:00.000Z",
    isFollowing: false,
    isBlocked: false,
    isOwnProfile: false,
    canFollow: true,
    canBlock: true,
    ...overrides,
  };
}

let wordSequence = 0;
export function buildWordReplacement(
  originalWord: string,
  replacementWord: string,
): WordReplacement {
  wordSequence += 1;
  const id = `00000000-0000-4000-8000-${String(wordSequence).padStart(12, "0")}`;
  return { id, replacementId: id, originalWord, replacementWord };
}

export function buildPreferences(
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences {
  return {
    notificationsEnabled: true,
    emailEnabled: true,
    desktopEnabled: true,
    mobileEnabled: true,
    gameStartMinutes: 30,
    ...overrides,
  };
}
