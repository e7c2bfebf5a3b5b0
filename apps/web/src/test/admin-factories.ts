import type { ActivityLog, AdminStats, AdminUser } from "@huddle/contracts/admin";
import type { AdminAppeal, ModerationMessage } from "@huddle/contracts/admin-moderation";
import { DEFAULT_AI_MODERATION_SETTINGS } from "@huddle/contracts/moderation";
import { buildUser, storeSignedIn } from "./factories";

export const USER_ID = "0b6f3c1e-8a9d-4e2f-b1c3-5d7e9f1a2b3c";
export const MESSAGE_ID = "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f";
export const APPEAL_ID = "9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d";

/** Signs in a superadmin: the only level that opens /admin. */
export function storeSuperadmin(): void {
  storeSignedIn(buildUser({ adminLevel: "superadmin", username: "root" }));
}

export function buildStats(overrides: Partial<AdminStats["moderation"]> = {}): AdminStats {
  return {
    users: { total: 120, active: 80, newToday: 4, banned: 2 },
    messages: { total: 5000, todayTotal: 310, flagged: 7, blocked: 3 },
    moderation: { pendingReports: 2, aiFlags: 5, actionsToday: 9, accuracy: 92, ...overrides },
    system: { uptime: 3600, lastUpdated: "2026-11-25T12:00:00.000Z" },
    customTeams: { total: 12 },
  };
}

export function buildActivity(overrides: Partial<ActivityLog> = {}): ActivityLog {
  return {
    id: "log-1",
    type: "report",
    action: "reported",
    description: "carol reported a message in Los Angeles Lakers: spam",
    user: { username: "carol" },
    details: { roomSlug: "nba-lakers" },
    timestamp: new Date().toISOString(),
    severity: "medium",
    ...overrides,
  };
}

export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    userId: USER_ID,
    username: "bob",
    email: "bob@example.com",
    emailVerified: true,
    adminLevel: "user",
    membershipTier: "free",
    exempt: false,
    isExempt: false,
    subscriptionSource: null,
    isBanned: false,
    bannedUntil: null,
    isMuted: false,
    mutedUntil: null,
    isActive: true,
    isOnline: true,
    createdAt: "2026-01-01T00:00:00.000Z",
    lastActiveAt: "2026-11-25T11:00:00.000Z",
    abilities: {
      canBan: true,
      canMute: true,
      canChangeRole: true,
      canChangeTier: true,
      canSetExempt: true,
    },
    ...overrides,
  };
}

export function buildModerationMessage(
  overrides: Partial<ModerationMessage> = {},
): ModerationMessage {
  return {
    messageId: MESSAGE_ID,
    messageText: "you all stink",
    user: { username: "bob", userId: USER_ID },
    createdAt: "2026-11-25T11:00:00.000Z",
    isEdited: false,
    parentMessage: null,
    moderationStatus: "visible",
    isBlocked: false,
    isReviewed: false,
    isAppealed: false,
    roomSlug: "nba-lakers",
    roomName: "Los Angeles Lakers",
    status: "pending",
    pendingReports: 1,
    authorAbilities: { canBan: true, canMute: true },
    ...overrides,
  };
}

export function buildAppeal(overrides: Partial<AdminAppeal> = {}): AdminAppeal {
  return {
    id: APPEAL_ID,
    status: "pending",
    username: "bob",
    userId: USER_ID,
    originalMessage: "that ref is blind",
    filterReason: "Offensive Language",
    reason: "It is a sports figure of speech",
    response: null,
    roomSlug: "nba-lakers",
    roomName: "Los Angeles Lakers",
    createdAt: "2026-11-25T11:00:00.000Z",
    decidedAt: null,
    messagePosted: false,
    blockOnRecord: true,
    ...overrides,
  };
}

export const pagination = (total: number, limit = 25) => ({
  page: 1,
  limit,
  total,
  totalPages: Math.max(1, Math.ceil(total / limit)),
});

export const defaultAiSettings = () => structuredClone(DEFAULT_AI_MODERATION_SETTINGS);
