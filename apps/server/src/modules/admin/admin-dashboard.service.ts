import {
  ACTIVE_USER_DAYS,
  AUDIT_PAGE_SIZE,
  type ActivityLog,
  type AdminStats,
  type AuditLogQuery,
} from "@huddle/contracts/admin";
import type { Clock } from "../../lib/clock.ts";
import { accuracyOf } from "./ai-moderation.service.ts";
import type { AdminStatsReadModel } from "./admin-stats.read-model.ts";
import type { UsersService } from "../users/users.service.ts";
import { describeStaffAction } from "./activity-descriptions.ts";
import type { AuditLogRepository } from "./audit-log.repository.ts";

const DAY_MS = 86_400_000;
const SEVERE_CATEGORIES = new Set(["hate_speech", "violence"]);
const DECISION_PAST = {
  block: "blocked",
  quarantine: "held",
  flag: "flagged",
  allow: "allowed",
} as const;
const DECISION_SEVERITY = {
  block: "high",
  quarantine: "medium",
  flag: "low",
  allow: "low",
} as const;

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** spec 001 §3 Admin stats and Report/log entries, §9 Admin dashboard; and the audit log. */
export function createAdminDashboardService(deps: {
  stats: AdminStatsReadModel;
  users: Pick<UsersService, "staffCounts">;
  audit: AuditLogRepository;
  clock: Clock;
  /** Seconds this process has run. */
  uptime: () => number;
  /** A room's name for the consoles (RoomNames.publicNameOf). */
  roomName: (slug: string) => Promise<string>;
}) {
  const { stats, audit, clock } = deps;

  return {
    async stats(): Promise<AdminStats> {
      const now = clock.now();
      const today = startOfUtcDay(now);
      const [users, messages, decisions, pendingReports, actionsToday, teams] = await Promise.all([
        deps.users.staffCounts(new Date(now.getTime() - ACTIVE_USER_DAYS * DAY_MS), today),
        stats.messageCounts(today),
        stats.decisionCounts(),
        stats.pendingReports(),
        audit.countSince(today),
        stats.customTeams(),
      ]);
      return {
        users,
        messages: { ...messages, blocked: decisions.blocked },
        moderation: {
          pendingReports,
          aiFlags: decisions.unreviewedFlags,
          actionsToday,
          accuracy: accuracyOf(decisions.reviewed, decisions.upheld),
        },
        system: { uptime: Math.floor(deps.uptime()), lastUpdated: now.toISOString() },
        customTeams: { total: teams },
      };
    },

    /** Reports, filter decisions and staff actions, merged newest first. */
    async activity(limit: number): Promise<{ data: { logs: ActivityLog[] } }> {
      const [reports, decisions, actions] = await Promise.all([
        stats.recentReports(limit),
        stats.recentDecisions(limit),
        audit.recent(limit),
      ]);
      const logs: ActivityLog[] = await Promise.all([
        ...reports.map(async (r) => ({
          id: r.id,
          type: "report" as const,
          action: "reported",
          description: `${r.reporter} reported a message in ${await deps.roomName(r.roomSlug)}: ${r.reason}`,
          user: { username: r.reporter },
          details: { roomSlug: r.roomSlug, messageText: r.text, reportReason: r.reason },
          timestamp: r.createdAt.toISOString(),
          severity: "medium" as const,
        })),
        ...decisions.map(async (d) => {
          const author = d.username ?? "deleted user";
          const room = await deps.roomName(d.roomSlug);
          return {
            id: d.id,
            type: "ai_moderation" as const,
            action: d.decision,
            description: `The filter ${DECISION_PAST[d.decision]} a message by ${author} in ${room}`,
            user: { username: author },
            details: { roomSlug: d.roomSlug, messageText: d.text },
            timestamp: d.createdAt.toISOString(),
            severity: d.categories.some((c) => SEVERE_CATEGORIES.has(c))
              ? ("critical" as const)
              : DECISION_SEVERITY[d.decision],
          };
        }),
        ...actions.map(async (a) => {
          const room =
            a.targetType === "room" && a.targetId ? await deps.roomName(a.targetId) : null;
          return {
            id: a.id,
            type: "admin_action" as const,
            action: a.action,
            description: describeStaffAction({ ...a, targetName: room ?? a.targetUsername }),
            user: { username: a.actorName },
            details: room ? { roomSlug: a.targetId! } : {},
            timestamp: a.createdAt.toISOString(),
            severity: a.action === "user.ban" ? ("high" as const) : ("low" as const),
          };
        }),
      ]);
      logs.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      return { data: { logs: logs.slice(0, limit) } };
    },

    async auditLog(query: AuditLogQuery) {
      const { rows, total } = await audit.list(query, AUDIT_PAGE_SIZE);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          actorId: row.actorId,
          actorName: row.actorName,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          reason: row.reason,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: {
          page: query.page,
          limit: AUDIT_PAGE_SIZE,
          total,
          totalPages: Math.ceil(total / AUDIT_PAGE_SIZE),
        },
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
