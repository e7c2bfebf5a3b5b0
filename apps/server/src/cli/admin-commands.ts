import { emailSchema, registrationPasswordSchema, usernameSchema } from "@huddle/contracts/auth";
import {
  ADMIN_LEVELS,
  MEMBERSHIP_TIERS,
  type AdminLevel,
  type MembershipTier,
} from "@huddle/contracts/constants";
import { teamLimitsFor } from "@huddle/contracts/rules/team-limits";
import type { Db } from "../db/client.ts";
import { hashPassword } from "../lib/passwords.ts";
import { createBillingRepository } from "../modules/billing/billing.repository.ts";
import {
  createAuditLogRepository,
  type AuditRecord,
} from "../modules/admin/audit-log.repository.ts";
import { createUsersRepository } from "../modules/users/users.repository.ts";

export const ADMIN_USAGE = `Usage:
  npm run admin -- promote <username> <user|mod|admin|superadmin>
  npm run admin -- create <username> <email> <password> [user|mod|admin|superadmin]
  npm run admin -- ban|unban|mute|unmute <username>
  npm run admin -- tier <username> <${MEMBERSHIP_TIERS.join("|")}>`;

/** Moderation switches a new install needs before its console exists. */
const FLAG_COMMANDS = {
  ban: { banned: true },
  unban: { banned: false },
  mute: { muted: true },
  unmute: { muted: false },
} as const;
const FLAG_RESULTS: Record<keyof typeof FLAG_COMMANDS, string> = {
  ban: "is banned: they cannot sign in, and open connections close within 15 seconds",
  unban: "is no longer banned",
  mute: "is muted and cannot post messages",
  unmute: "can post messages again",
};

/** Every CLI change goes on the admin audit log too, by the actor "cli" (issue 13). */
async function audit(
  db: Db,
  record: Pick<AuditRecord, "action" | "targetId" | "before" | "after">,
): Promise<void> {
  await createAuditLogRepository(db).append({
    ...record,
    actorId: null,
    actorName: "cli",
    targetType: "user",
    reason: "npm run admin",
  });
}

/** Runs one staff command; returns the line to print or throws an Error with the reason. */
export async function runAdminCommand(db: Db, args: string[]): Promise<string> {
  const [command, ...rest] = args;
  if (command === "promote" && rest.length === 2) return promote(db, rest[0]!, rest[1]!);
  if (command === "create" && (rest.length === 3 || rest.length === 4)) {
    return create(db, rest[0]!, rest[1]!, rest[2]!, rest[3] ?? "user");
  }
  if (command === "tier" && rest.length === 2) return setTier(db, rest[0]!, rest[1]!);
  if (command && command in FLAG_COMMANDS && rest.length === 1) {
    return setFlag(db, rest[0]!, command as keyof typeof FLAG_COMMANDS);
  }
  throw new Error(ADMIN_USAGE);
}

async function setFlag(
  db: Db,
  username: string,
  command: keyof typeof FLAG_COMMANDS,
): Promise<string> {
  const users = createUsersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) throw new Error(`No user named "${username}".`);
  const changes = FLAG_COMMANDS[command];
  // A CLI ban or mute is permanent: it replaces any timed one.
  const isBan = "banned" in changes;
  await users.update(user.id, {
    ...changes,
    ...(isBan ? { bannedUntil: null } : { mutedUntil: null }),
  });
  const before = isBan ? { banned: user.banned } : { muted: user.muted };
  await audit(db, { action: `user.${command}`, targetId: user.id, before, after: changes });
  return `${user.username} ${FLAG_RESULTS[command]}.`;
}

function parseLevel(level: string): AdminLevel {
  if (!(ADMIN_LEVELS as readonly string[]).includes(level)) {
    throw new Error(`Unknown level "${level}". Use one of: ${ADMIN_LEVELS.join(", ")}.`);
  }
  return level as AdminLevel;
}

async function promote(db: Db, username: string, level: string): Promise<string> {
  const adminLevel = parseLevel(level);
  const users = createUsersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) throw new Error(`No user named "${username}".`);
  await users.setAdminLevel(user.id, adminLevel);
  await audit(db, {
    action: "user.role",
    targetId: user.id,
    before: { adminLevel: user.adminLevel },
    after: { adminLevel },
  });
  return `${user.username} is now ${adminLevel}.`;
}

async function create(
  db: Db,
  username: string,
  email: string,
  password: string,
  level: string,
): Promise<string> {
  const adminLevel = parseLevel(level);
  const problems = [
    usernameSchema.safeParse(username),
    emailSchema.safeParse(email),
    registrationPasswordSchema.safeParse(password),
  ].flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
  if (problems.length > 0) throw new Error(problems.join("\n"));
  const users = createUsersRepository(db);
  if (await users.usernameExists(username)) throw new Error("This username is already taken");
  if (await users.emailExists(email)) throw new Error("An account with this email already exists");
  const now = new Date();
  const user = await users.insert({
    username,
    email,
    passwordHash: await hashPassword(password),
    acceptedTerms: true,
    acceptedTermsAt: now,
    emailVerified: true,
    adminLevel,
  });
  await audit(db, { action: "user.create", targetId: user.id, after: { adminLevel } });
  return `Created ${user.username} (${adminLevel}).`;
}

/**
 * Grants a tier by hand (source "manual"; free and basic clear the source). Recorded in
 * tier_changes like every change; custom-team limits follow the tier at once. A running server
 * sees it within its session cache time (5 s); open pages on their next session check.
 */
async function setTier(db: Db, username: string, tier: string): Promise<string> {
  if (!(MEMBERSHIP_TIERS as readonly string[]).includes(tier)) {
    throw new Error(`Unknown tier "${tier}". Use one of: ${MEMBERSHIP_TIERS.join(", ")}.`);
  }
  const users = createUsersRepository(db);
  const user = await users.findByUsername(username);
  if (!user) throw new Error(`No user named "${username}".`);
  const toTier = tier as MembershipTier;
  await createBillingRepository(db).changeTier({
    userId: user.id,
    actor: "admin-cli",
    toTier,
    toSource: toTier === "free" || toTier === "basic" ? null : "manual",
  });
  await audit(db, {
    action: "user.tier",
    targetId: user.id,
    before: { membershipTier: user.membershipTier },
    after: { membershipTier: tier },
  });
  const { maxTeams, maxMembers } = teamLimitsFor(tier);
  const people = maxMembers === -1 ? "unlimited" : String(maxMembers);
  return `${user.username} is now ${tier}: up to ${maxTeams} custom team${maxTeams === 1 ? "" : "s"} of ${people} people.`;
}
