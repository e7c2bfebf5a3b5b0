import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users, type NewUserRow, type UserRow } from "../../db/schema.ts";
import type { AdminLevel } from "@huddle/contracts/constants";

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
