import type { CustomTeam } from "@huddle/contracts/custom-teams";

export const TEAM_ID = "3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f";
const OWNER_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

/** A custom team as GET /api/custom-teams/{id} answers, seen by a signed-in stranger. */
export function buildCustomTeam(overrides: Partial<CustomTeam> = {}): CustomTeam {
  const id = overrides.id ?? TEAM_ID;
  const name = overrides.name ?? "Eastside Ballers";
  return {
    id,
    teamId: id,
    name,
    teamName: name,
    description: "Pickup basketball on Sundays",
    teamDescription: "Pickup basketball on Sundays",
    location: "Austin, TX",
    city: "Austin",
    state: "TX",
    sport: "Basketball",
    skillLevel: "Recreational",
    ageRange: "26-35",
    isPublic: true,
    requiresApproval: false,
    requiresAcceptance: false,
    allowJoinRequests: true,
    tags: [],
    shareCode: `join${id}`,
    followerCount: 3,
    gameCount: 1,
    memberCount: 4,
    messageCount: 0,
    createdAt: "2025-11-02T10:00:00.000Z",
    createdBy: { username: "coach" },
    createdByUserId: OWNER_ID,
    ownerId: OWNER_ID,
    requiresAuth: true,
    canEdit: false,
    canJoin: true,
    canDelete: false,
    canManageWordReplacements: false,
    canLeave: false,
    isMember: false,
    isFollowing: false,
    hasPendingRequest: false,
    viewerRole: null,
    viewerStatus: null,
    ...overrides,
  };
}

/** The same team as its owner sees it. */
/** What a signed-out visitor of a share link sees of a team (spec 001 §2 Team join page). */
export function buildTeamPreview(overrides: Record<string, unknown> = {}) {
  return {
    id: TEAM_ID,
    teamId: TEAM_ID,
    name: "Eastside Ballers",
    sport: "Basketball",
    location: "Austin, TX",
    city: "Austin",
    description: "Pickup basketball on Sundays",
    skillLevel: "Recreational",
    ageRange: "26-35",
    isPublic: true,
    requiresApproval: true,
    requiresAcceptance: true,
    requiresAuth: true,
    ...overrides,
  };
}

export function buildOwnedTeam(overrides: Partial<CustomTeam> = {}): CustomTeam {
  return buildCustomTeam({
    canEdit: true,
    canJoin: false,
    canDelete: true,
    canManageWordReplacements: true,
    isMember: true,
    viewerRole: "owner",
    viewerStatus: "active",
    joinRequestCount: 2,
    ...overrides,
  });
}

export function searchPage(teams: CustomTeam[], page = 1, totalPages = 1, total = teams.length) {
  return { teams, page, limit: 12, total, totalPages };
}

/** A pending join request as POST /api/custom-teams/{id}/join answers with 202. */
export function buildPendingRequest() {
  const id = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";
  return {
    id,
    requestId: id,
    teamId: TEAM_ID,
    userId: "6f1c7c5e-2a4b-4c8e-9d3f-1a2b3c4d5e6f",
    username: "alice",
    membershipTier: "basic",
    accountAge: 3,
    requestedAt: "2025-11-03T10:00:00.000Z",
    message: null,
    teamsCount: 0,
    lastActive: null,
    status: "pending",
    responseMessage: null,
  };
}

/** A team member as GET /api/custom-teams/{id}/members answers. */
export function buildMember(
  username: string,
  userId: string,
  overrides: Partial<NonNullable<CustomTeam["members"]>[number]> = {},
): NonNullable<CustomTeam["members"]>[number] {
  return {
    userId,
    username,
    role: "member",
    status: "active",
    joinedAt: "2025-11-02T10:00:00.000Z",
    mutedUntil: null,
    actionReason: null,
    ...overrides,
  };
}
