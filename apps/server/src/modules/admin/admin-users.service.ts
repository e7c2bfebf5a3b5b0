import {
  ADMIN_MESSAGES,
  BAN_DURATION_MS,
  type BanRequest,
  type BulkResult,
  type BulkUsersRequest,
  type ExemptRequest,
  type ListUsersQuery,
  type ListUsersResponse,
  type MuteRequest,
  type RoleRequest,
  type TierRequest,
} from "@huddle/contracts/admin";
import type { NewUserRow, UserRow } from "../../db/schema.ts";
import type { Clock } from "../../lib/clock.ts";
import { forbidden, HttpError, notFound } from "../../lib/http-error.ts";
import type { UsersService } from "../users/users.service.ts";
import { adminPolicy, type UserAction } from "./admin.policy.ts";
import { presentAdminUser } from "./admin-users.presenter.ts";
import type { AdminUsersRepository } from "./admin-users.repository.ts";
import type { AuditLogRepository } from "./audit-log.repository.ts";
import { presentHistory } from "./moderation-history.presenter.ts";
import type { StaffRealtime } from "./staff-realtime.ts";

export interface AdminUsersDeps {
  repo: AdminUsersRepository;
  users: UsersService;
  audit: AuditLogRepository;
  realtime: StaffRealtime;
  clock: Clock;
  /** Drops cached copies of the user (sessions, chat) so the change counts at once. */
  userChanged(userId: string): void;
}

/** The fields an audit entry snapshots before and after a change. */
function standing(row: UserRow) {
  return {
    adminLevel: row.adminLevel,
    membershipTier: row.membershipTier,
    exempt: row.exempt,
    banned: row.banned,
    bannedUntil: row.bannedUntil?.toISOString() ?? null,
    muted: row.muted,
    mutedUntil: row.mutedUntil?.toISOString() ?? null,
  };
}

/** spec 001 §5 Admin, §6: staff actions on users, each authorized, audited and effective at once. */
export function createAdminUsersService(deps: AdminUsersDeps) {
  const { repo, users, audit, realtime, clock } = deps;

  async function present(viewer: UserRow, rows: UserRow[]) {
    const online = await realtime.onlineAmong(rows.map((r) => r.id));
    const now = clock.now();
    return rows.map((row) => presentAdminUser(row, viewer, { online: online.has(row.id), now }));
  }

  async function target(actor: UserRow, action: UserAction, id: string): Promise<UserRow> {
    const row = await users.findById(id);
    if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
    const refusal = adminPolicy.refusalOn(actor, action, row);
    if (refusal) throw forbidden(refusal);
    return row;
  }

  /**
   * Authorizes, applies and audits one change; returns the presented user. `apply` writes the
   * values with their audit entry in one transaction (by default a plain update).
   */
  async function change(
    actor: UserRow,
    action: UserAction,
    id: string,
    audit: { name: string; reason: string },
    changes: (row: UserRow) => Partial<NewUserRow>,
    message: string,
    apply: typeof repo.updateAudited = repo.updateAudited,
  ) {
    const before = await target(actor, action, id);
    const values = changes(before);
    const after = await apply(id, values, {
      actorId: actor.id,
      actorName: actor.username,
      action: audit.name,
      targetType: "user",
      targetId: id,
      reason: audit.reason,
      before: standing(before),
      after: standing({ ...before, ...values } as UserRow),
    });
    if (!after) throw notFound(ADMIN_MESSAGES.userNotFound);
    deps.userChanged(id);
    const [user] = await present(actor, [after]);
    return { success: true as const, message, user: user! };
  }

  const until = (ms: number | null) => (ms === null ? null : new Date(clock.now().getTime() + ms));

  const service = {
    async list(viewer: UserRow, query: ListUsersQuery): Promise<ListUsersResponse> {
      const { rows, total } = await users.staffSearch(query.search, query.page, query.limit);
      return {
        users: await present(viewer, rows),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    async detail(viewer: UserRow, id: string) {
      const row = await users.findById(id);
      if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
      const [user] = await present(viewer, [row]);
      return { user: user!, history: presentHistory(await audit.historyOf(id)) };
    },

    async ban(actor: UserRow, id: string, input: BanRequest) {
      const ms = input.duration === "permanent" ? null : BAN_DURATION_MS[input.duration];
      const result = await change(
        actor,
        "ban",
        id,
        { name: "user.ban", reason: input.reason },
        () => ({ banned: true, bannedUntil: until(ms) }),
        "User banned",
      );
      realtime.disconnectUser(id);
      return result;
    },

    unban: (actor: UserRow, id: string, reason: string) =>
      change(
        actor,
        "ban",
        id,
        { name: "user.unban", reason },
        () => ({
          banned: false,
          bannedUntil: null,
        }),
        "User unbanned",
      ),

    async mute(actor: UserRow, id: string, input: MuteRequest) {
      const mute = {
        muted: true,
        mutedUntil: until(input.hours === null ? null : input.hours * 3_600_000),
      };
      const result = await change(
        actor,
        "mute",
        id,
        { name: "user.mute", reason: input.reason },
        () => mute,
        "User muted",
      );
      realtime.muteChanged(id, mute);
      return result;
    },

    async unmute(actor: UserRow, id: string, reason: string) {
      const mute = { muted: false, mutedUntil: null };
      const result = await change(
        actor,
        "mute",
        id,
        { name: "user.unmute", reason },
        () => mute,
        "User unmuted",
      );
      realtime.muteChanged(id, mute);
      return result;
    },

    async setRole(actor: UserRow, id: string, input: RoleRequest) {
      const result = await change(
        actor,
        "changeRole",
        id,
        { name: "user.role", reason: input.reason },
        () => ({ adminLevel: input.role }),
        "User role updated",
      );
      realtime.roleChanged(id, input.role);
      return result;
    },

    /** A staff grant: the tier is `manual`, so billing webhooks leave it alone (issue 12). */
    async setTier(actor: UserRow, id: string, input: TierRequest) {
      const membership = {
        membershipTier: input.tier,
        subscriptionSource: input.tier === "free" || input.tier === "basic" ? null : "manual",
      } as const;
      const result = await change(
        actor,
        "changeTier",
        id,
        { name: "user.tier", reason: input.reason },
        () => membership,
        "User tier updated",
        (userId, _values, record) =>
          repo.changeTierAudited(
            {
              userId,
              actor: `admin:${actor.username}`,
              toTier: membership.membershipTier,
              toSource: membership.subscriptionSource,
              reason: input.reason,
            },
            record,
          ),
      );
      realtime.membershipChanged(id, membership);
      return result;
    },

    setExempt: (actor: UserRow, id: string, input: ExemptRequest) =>
      change(
        actor,
        "setExempt",
        id,
        { name: input.exempt ? "user.exempt" : "user.unexempt", reason: input.reason },
        () => ({ exempt: input.exempt }),
        input.exempt ? "User exempted" : "User exemption removed",
      ),

    /** Each id on its own: one refusal (a superadmin, the caller) does not stop the rest. */
    async bulk(actor: UserRow, input: BulkUsersRequest): Promise<BulkResult> {
      const action = input.action === "ban" || input.action === "unban" ? "ban" : "mute";
      if (!adminPolicy.may(actor, action)) throw forbidden(ADMIN_MESSAGES.staffOnly);
      const results: BulkResult["results"] = [];
      for (const id of new Set(input.userIds)) {
        try {
          if (input.action === "ban") {
            await service.ban(actor, id, {
              reason: input.reason,
              duration: input.duration ?? "permanent",
            });
          } else if (input.action === "mute") {
            await service.mute(actor, id, { hours: null, reason: input.reason });
          } else if (input.action === "unban") await service.unban(actor, id, input.reason);
          else await service.unmute(actor, id, input.reason);
          results.push({ id, ok: true });
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          results.push({ id, ok: false, error: error.message });
        }
      }
      return { success: true, results };
    },
  };
  return service;
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
