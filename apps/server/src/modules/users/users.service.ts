import type { AdminLevel } from "@huddle/contracts/constants";
import type { Db } from "../../db/client.ts";
import type { NewUserRow, UserRow } from "../../db/schema.ts";
import { createUsersRepository } from "./users.repository.ts";

/**
 * The users slice's public API (issue 10 §1): other slices read and change accounts only through
 * it, so the `users` table's SQL stays in `users.repository.ts`.
 */
export function createUsersService(db: Db) {
  const repo = createUsersRepository(db);
  return {
    findById: (id: string): Promise<UserRow | undefined> => repo.findById(id),
    /** Case-insensitive match on username or email (sign-in accepts either). */
    findByUsernameOrEmail: (identifier: string): Promise<UserRow | undefined> =>
      repo.findByUsernameOrEmail(identifier),
    /** Several accounts in one query (who is online in a room, for mention suggestions). */
    findManyByIds: (ids: readonly string[]): Promise<UserRow[]> => repo.findManyByIds(ids),
    /** The staff console's user search and dashboard counts. */
    staffSearch: (search: string, page: number, limit: number) =>
      repo.staffSearch(search, page, limit),
    staffCounts: (activeSince: Date, today: Date) => repo.staffCounts(activeSince, today),
    findByUsername: (username: string): Promise<UserRow | undefined> =>
      repo.findByUsername(username),
    findByEmail: (email: string): Promise<UserRow | undefined> => repo.findByEmail(email),
    usernameExists: (username: string): Promise<boolean> => repo.usernameExists(username),
    emailExists: (email: string): Promise<boolean> => repo.emailExists(email),
    insert: (user: NewUserRow): Promise<UserRow> => repo.insert(user),
    update: (id: string, changes: Partial<NewUserRow>): Promise<UserRow | undefined> =>
      repo.update(id, changes),
    setAdminLevel: (id: string, adminLevel: AdminLevel): Promise<void> =>
      repo.setAdminLevel(id, adminLevel),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** Account writes another slice commits in its own transaction (staff actions, tier changes). */
export {
  findUserIn,
  liftExpiredRestrictionsIn,
  lockMembershipIn,
  setMembershipIn,
  updateUserIn,
} from "./users.repository.ts";
