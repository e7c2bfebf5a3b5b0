import type { z } from "zod";
import { AUTH_MESSAGES } from "@huddle/contracts/auth";
import { PROFILE_MESSAGES, type updateProfileRequestSchema } from "@huddle/contracts/profile";
import { isReservedDisplayName, isReservedUsername } from "@huddle/contracts/rules/reserved-names";
import type { NewUserRow, UserRow } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http-error.ts";
import type { ChatQueries } from "../chat/chat.queries.ts";
import type { FollowingService } from "../following/following.service.ts";
import type { NotificationPreferencesService } from "../notifications/notification-preferences.service.ts";
import { socialPolicy } from "../social/social.policy.ts";
import type { SocialService } from "../social/social.service.ts";
import type { ProfileTextFilter, ProfileTexts } from "../users/profile-text-filter.ts";
import type { UsersService } from "../users/users.service.ts";
import { presentProfile, presentPublicProfile, type ProfileFigures } from "./profile.presenter.ts";
import { violatedUniqueConstraint } from "../../lib/unique-violation.ts";

type ProfileChange = z.output<typeof updateProfileRequestSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ProfileServiceDeps {
  users: UsersService;
  chat: Pick<ChatQueries, "authorActivity">;
  social: SocialService;
  following: FollowingService;
  preferences: NotificationPreferencesService;
  screenTexts: ProfileTextFilter;
  /** Called after the user row changed, so cached sessions pick up e.g. wordFilterEnabled. */
  userChanged(userId: string): void;
}

/** spec 000 §2/§3 Profile: the owner's settings and everyone's public profile. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { users, chat, social, preferences } = deps;

  async function figures(userId: string): Promise<ProfileFigures> {
    const [counts, activity] = await Promise.all([
      social.counts(userId),
      chat.authorActivity(userId),
    ]);
    return {
      followersCount: counts.followers,
      followingCount: counts.following,
      ...activity,
    };
  }

  async function own(row: UserRow) {
    const [prefs, teams, figs] = await Promise.all([
      preferences.get(row.id),
      deps.following.teams(row.id),
      figures(row.id),
    ]);
    return presentProfile(row, { prefs, followedTeams: teams.teams, figures: figs });
  }

  async function load(userId: string): Promise<UserRow> {
    const row = await users.findById(userId);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    return row;
  }

  /** The user-row part of a change (texts and row-held settings). */
  function rowChanges(change: ProfileChange): Partial<NewUserRow> {
    const s = change.settings ?? {};
    const wordFilter = s.wordFilterEnabled ?? change.customWordReplacementOn;
    const out: Partial<NewUserRow> = {
      username: change.username,
      displayName: change.displayName,
      bio: change.bio,
      location: change.location,
      favoriteTeam: change.favoriteTeam,
      showEmail: s.showEmail,
      showLocation: s.showLocation,
      allowDirectMessages: s.allowDirectMessages,
      messageNotifications: s.messageNotifications,
      wordFilterEnabled: wordFilter,
    };
    return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
  }

  /**
   * A new name must be free and not reserved; reserved names are checked on a change only, so
   * staff named by `npm run admin` keep theirs. A change of letter case is no new name.
   */
  async function checkRename(current: UserRow, username: string): Promise<void> {
    if (username.toLowerCase() === current.username.toLowerCase()) return;
    if (isReservedUsername(username)) {
      throw badRequest(AUTH_MESSAGES.usernameReserved, [AUTH_MESSAGES.usernameReserved]);
    }
    const holder = await users.findByUsername(username);
    if (holder && holder.id !== current.id) throw conflict(PROFILE_MESSAGES.usernameTaken);
  }

  /**
   * A fan may not pass for Huddle or its staff by display name either; staff may, and a name
   * already held is kept (it was allowed when it was set).
   */
  function checkDisplayName(current: UserRow, displayName: string): void {
    if (current.adminLevel !== "user" || displayName === current.displayName) return;
    if (isReservedDisplayName(displayName)) {
      throw badRequest(PROFILE_MESSAGES.displayNameReserved, [
        PROFILE_MESSAGES.displayNameReserved,
      ]);
    }
  }

  async function applyNotificationSettings(userId: string, change: ProfileChange) {
    const s = change.settings ?? {};
    const push =
      s.pushNotifications === undefined
        ? {}
        : { desktopEnabled: s.pushNotifications, mobileEnabled: s.pushNotifications };
    const email = s.emailNotifications === undefined ? {} : { emailEnabled: s.emailNotifications };
    if (Object.keys(push).length || Object.keys(email).length) {
      await preferences.update(userId, { ...push, ...email });
    }
  }

  return {
    async own(userId: string) {
      return { profile: await own(await load(userId)) };
    },

    async update(userId: string, change: ProfileChange) {
      const current = await load(userId);
      await deps.screenTexts(changedTexts(current, change));
      if (change.username) await checkRename(current, change.username);
      if (change.displayName) checkDisplayName(current, change.displayName);
      const changes = rowChanges(change);
      let row = current;
      if (Object.keys(changes).length) {
        row =
          (await users.update(userId, changes).catch((error: unknown) => {
            if (isUniqueViolation(error)) throw conflict(PROFILE_MESSAGES.usernameTaken);
            throw error;
          })) ?? current;
        deps.userChanged(userId);
      }
      await applyNotificationSettings(userId, change);
      return {
        success: true as const,
        message: PROFILE_MESSAGES.profileUpdated,
        profile: await own(row),
      };
    },

    /**
     * By id or username. The profile stays visible to someone its owner blocked, but without
     * the owner's activity (last active, messages, rooms), so a blocked user cannot watch when
     * the blocker is around.
     */
    async public(viewerId: string, idOrUsername: string) {
      const row = UUID.test(idOrUsername)
        ? await users.findById(idOrUsername)
        : await users.findByUsername(idOrUsername);
      if (!row || row.banned) throw notFound(PROFILE_MESSAGES.notFound);
      const isOwnProfile = row.id === viewerId;
      const [figs, isFollowing, blocks] = await Promise.all([
        figures(row.id),
        isOwnProfile ? false : social.isFollowing(viewerId, row.id),
        isOwnProfile ? { blocked: false, blockedBy: false } : social.blockState(viewerId, row.id),
      ]);
      return {
        profile: presentPublicProfile(row, {
          figures: figs,
          isFollowing,
          isBlocked: blocks.blocked,
          isOwnProfile,
          hideActivity: blocks.blockedBy,
          abilities: socialPolicy.abilitiesOn(viewerId, row.id, blocks),
        }),
      };
    },
  };
}

/** The texts this change sets to something new; unchanged ones were screened when saved. */
function changedTexts(current: UserRow, change: ProfileChange): ProfileTexts {
  const texts: ProfileTexts = {
    username: change.username,
    displayName: change.displayName,
    bio: change.bio,
    location: change.location,
    favoriteTeam: change.favoriteTeam,
  };
  return Object.fromEntries(
    Object.entries(texts).filter(
      ([field, value]) => value && value !== current[field as keyof ProfileTexts],
    ),
  );
}

function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== undefined;
}

export type ProfileService = ReturnType<typeof createProfileService>;
