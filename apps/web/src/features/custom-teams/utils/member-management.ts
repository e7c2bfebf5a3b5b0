import { MUTE_DURATION_DAYS } from "@huddle/contracts/custom-team-management";
import type { TeamMember } from "@huddle/contracts/custom-teams";
import { memberAbilities, type Standing } from "@huddle/contracts/rules/team-abilities";

export type MuteDays = (typeof MUTE_DURATION_DAYS)[number] | null;

/** spec 001 §9: 1, 3, 7, 14 or 30 days, or permanent. */
export const MUTE_CHOICES: { value: string; days: MuteDays; label: string }[] = [
  ...MUTE_DURATION_DAYS.map((days) => ({
    value: String(days),
    days,
    label: days === 1 ? "1 day" : `${days} days`,
  })),
  { value: "permanent", days: null, label: "Permanent" },
];

/** What the viewer may do to one member. */
export interface MemberAbilities {
  changeRole: boolean;
  moderate: boolean;
}

/** The server's flags on the member; the same rule (spec 001 §4, §6) where they are missing. */
export function abilitiesFor(viewer: Standing, member: TeamMember): MemberAbilities {
  const rule = memberAbilities(viewer, member);
  return {
    changeRole: member.canChangeRole ?? rule.canChangeRole,
    moderate: member.canModerate ?? rule.canModerate,
  };
}

export const ROLE_LABELS = { owner: "Owner", admin: "Admin", member: "Member" } as const;

/** "Muted until Nov 12, 2025, 3:00 PM", "Muted permanently", "Blocked", or "Active". */
export function statusLabel(member: TeamMember, now: Date = new Date()): string {
  if (member.status === "blocked") return "Blocked";
  if (member.status !== "muted") return "Active";
  if (member.mutedUntil === null) return "Muted permanently";
  const until = new Date(member.mutedUntil);
  if (until <= now) return "Active";
  const when = until.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return `Muted until ${when}`;
}
