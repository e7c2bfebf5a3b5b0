import { ADMIN_LEVEL_LABELS } from "@huddle/contracts/admin";
import { membershipTierLabel } from "@huddle/contracts/billing";

/** What the dashboard needs of an audit entry to say what happened (spec 001 §3 Activity item). */
export interface StaffActionFacts {
  actorName: string;
  action: string;
  /** A user target's username, a room target's name; null for other targets or a deleted user. */
  targetName: string | null;
  reason: string;
  after: unknown;
}

const field = (after: unknown, key: string): string | undefined => {
  const value = (after as Record<string, unknown> | null)?.[key];
  return typeof value === "string" ? value : undefined;
};

const levelLabel = (level: string | undefined) =>
  (level && (ADMIN_LEVEL_LABELS as Record<string, string>)[level]) ?? level ?? "another role";

/** The past-tense phrase of each audited action, given the target's name. */
const PHRASES: Record<string, (target: string, after: unknown) => string> = {
  "user.create": (t, after) => `created ${t} as ${levelLabel(field(after, "adminLevel"))}`,
  "user.ban": (t) => `banned ${t}`,
  "user.unban": (t) => `unbanned ${t}`,
  "user.ban_expired": (t) => `lifted the expired ban of ${t}`,
  "user.mute": (t) => `muted ${t}`,
  "user.unmute": (t) => `unmuted ${t}`,
  "user.mute_expired": (t) => `lifted the expired mute of ${t}`,
  "user.role": (t, after) => `made ${t} ${levelLabel(field(after, "adminLevel"))}`,
  "user.tier": (t, after) =>
    `changed the tier of ${t} to ${membershipTierLabel(field(after, "membershipTier") ?? "")}`,
  "user.exempt": (t) => `exempted ${t}`,
  "user.unexempt": (t) => `ended the exemption of ${t}`,
  "message.approve": () => "approved a held message",
  "message.delete": () => "deleted a message",
  "message.reject": () => "rejected a report",
  "message.allow": () => "allowed a blocked message on appeal",
  "appeal.approve": () => "approved an appeal",
  "appeal.reject": () => "rejected an appeal",
  "ai.settings": () => "changed the AI moderation settings",
  "ai.rule.add": () => "added a custom moderation rule",
  "ai.rule.delete": () => "deleted a custom moderation rule",
  "room.slow_mode": (t, after) => {
    const seconds = (after as { slowModeSeconds?: unknown } | null)?.slowModeSeconds;
    return typeof seconds === "number" && seconds > 0
      ? `set slow mode in ${t} to ${seconds} s`
      : `turned slow mode off in ${t}`;
  },
};

/** One sentence for the dashboard: "root banned bob: spam links". */
export function describeStaffAction(facts: StaffActionFacts): string {
  const target = facts.targetName ?? "someone no longer here";
  const phrase = PHRASES[facts.action]?.(target, facts.after) ?? facts.action;
  const reason = facts.reason.trim();
  return `${facts.actorName} ${phrase}${reason ? `: ${reason}` : ""}`;
}
