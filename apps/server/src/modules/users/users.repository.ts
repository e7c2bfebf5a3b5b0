import { and, count, desc, eq, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { escapeLike } from "../../db/like.ts";
import { users, type NewUserRow, type UserRow } from "../../db/schema.ts";
import type { AdminLevel, MembershipTier, SubscriptionSource } from "@huddle/contracts/constants";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUsersRepository(db: Db) {
  // The hottest look-up (every send re-reads its author): prepared once, so its SQL is not
  // rebuilt per call.
  const byId = db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("users_by_id");

  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },

    /** Case-insensitive match on username or email (sign-in accepts either). */
    async findByUsernameOrEmail(identifier: string): Promise<UserRow | undefined> {
      const key = identifier.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${key}`, sql`lower(${users.email}) = ${key}`))
        .limit(1);
      return row;
    },

    /** spec 001 §5 staff search: a UUID looks the user up directly; other text searches username or email. */
    async staffSearch(search: string, page: number, limit: number) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      const where =
        search === ""
          ? undefined
          : UUID.test(search)
            ? eq(users.id, search)
            : or(
                sql`lower(${users.username}) like ${pattern} escape '\\'`,
                sql`lower(${users.email}) like ${pattern} escape '\\'`,
              );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** The admin dashboard's user tiles. */
    async staffCounts(activeSince: Date, today: Date) {
      const [row] = await db
        .select({
          total: count(),
          active:
            sql<number>`count(*) filter (where coalesce(${users.lastActive}, ${users.createdAt}) >= ${activeSince})`.mapWith(
              Number,
            ),
          newToday: sql<number>`count(*) filter (where ${users.createdAt} >= ${today})`.mapWith(
            Number,
          ),
          banned: sql<number>`count(*) filter (where ${users.banned})`.mapWith(Number),
        })
        .from(users);
      return row ?? { total: 0, active: 0, newToday: 0, banned: 0 };
    },

    async findManyByIds(ids: readonly string[]): Promise<UserRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(users)
        .where(inArray(users.id, [...ids]));
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async usernameExists(username: string): Promise<boolean> {
      return (await this.findByUsername(username)) !== undefined;
    },

    async emailExists(email: string): Promise<boolean> {
      return (await this.findByEmail(email)) !== undefined;
    },

    async insert(user: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error("insert returned no row");
      return row;
    },

    async update(id: string, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row;
    },

    async setAdminLevel(id: string, adminLevel: AdminLevel): Promise<void> {
      await db.update(users).set({ adminLevel }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/*
 * Writes that another slice commits together with its own rows (an audit entry, a tier change):
 * they take the caller's open transaction, so the `users` SQL stays here (issue 10 §1).
 */

/** The user as the caller's transaction sees them (after its own writes). */
export async function findUserIn(tx: Pick<Db, "select">, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserIn(
  tx: Pick<Db, "update">,
  id: string,
  changes: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** Lifts bans and mutes whose time is up; idempotent, so each is lifted once per cluster. */
export async function liftExpiredRestrictionsIn(
  tx: Pick<Db, "update">,
  now: Date,
): Promise<{ unbanned: string[]; unmuted: string[] }> {
  const unbanned = await tx
    .update(users)
    .set({ banned: false, bannedUntil: null })
    .where(and(eq(users.banned, true), isNotNull(users.bannedUntil), lte(users.bannedUntil, now)))
    .returning({ id: users.id });
  const unmuted = await tx
    .update(users)
    .set({ muted: false, mutedUntil: null })
    .where(and(eq(users.muted, true), isNotNull(users.mutedUntil), lte(users.mutedUntil, now)))
    .returning({ id: users.id });
  return { unbanned: unbanned.map((r) => r.id), unmuted: unmuted.map((r) => r.id) };
}

/** The user's membership, row-locked until the caller's transaction ends. */
export async function lockMembershipIn(
  tx: Pick<Db, "select">,
  userId: string,
): Promise<{ tier: MembershipTier; source: SubscriptionSource | null } | undefined> {
  const [row] = await tx
    .select({ tier: users.membershipTier, source: users.subscriptionSource })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

export async function setMembershipIn(
  tx: Pick<Db, "update">,
  userId: string,
  tier: MembershipTier,
  source: SubscriptionSource | null,
): Promise<void> {
  await tx
    .update(users)
    .set({ membershipTier: tier, subscriptionSource: source })
    .where(eq(users.id, userId));
}
