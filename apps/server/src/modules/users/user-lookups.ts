import type { UserRow } from "../../db/schema.ts";
import { TtlCache } from "../../lib/ttl-cache.ts";

/** How stale an account read on a hot path may be on another node (a mute, a ban, a rename). */
export const USER_LOOKUP_TTL_MS = 5_000;
/**
 * The same for the people notifications are about (the fans a message mentions, the readers of a
 * push): what their account says only shapes a notice, never lets anyone post, so a minute is
 * enough. In a busy room the same fans are mentioned again and again while they only read, and
 * at 5 s each was read from the database twelve times a minute.
 */
export const NOTIFIED_USER_TTL_MS = 60_000;
const USERS_KEPT = 10_000;

/**
 * Accounts as of a moment ago, for the paths a busy room takes many times a second: a send,
 * a reaction, each mention. This node forgets a user at once when it changes them (`forget`);
 * other nodes see the change within `ttlMs` (USER_LOOKUP_TTL_MS unless given). Unknown ids and
 * names are not kept, so a fan who has just signed up is found at once.
 */
export function createUserLookups<U extends Pick<UserRow, "id" | "username"> = UserRow>(
  users: {
    findById(id: string): Promise<U | undefined>;
    findByUsername(username: string): Promise<U | undefined>;
  },
  now: () => number,
  ttlMs = USER_LOOKUP_TTL_MS,
) {
  const byId = new TtlCache<string, U>(ttlMs, USERS_KEPT, now);
  const idByName = new TtlCache<string, string>(ttlMs, USERS_KEPT, now);

  function remember(row: U | undefined): U | undefined {
    if (row) {
      byId.set(row.id, row);
      idByName.set(row.username.toLowerCase(), row.id);
    }
    return row;
  }

  async function findById(id: string): Promise<U | undefined> {
    return byId.get(id) ?? remember(await users.findById(id));
  }

  return {
    findById,

    /** Case-insensitive, like the account's own look-up. */
    async findByUsername(username: string): Promise<U | undefined> {
      const id = idByName.get(username.toLowerCase());
      if (id) {
        const row = await findById(id);
        // A rename since: ask the database under the name asked for.
        if (row && row.username.toLowerCase() === username.toLowerCase()) return row;
      }
      return remember(await users.findByUsername(username));
    },

    /** The user changed on this node (mute, ban, rename, deletion): read them afresh. */
    forget(userId: string): void {
      byId.delete(userId);
      idByName.deleteWhere((_, id) => id === userId);
    },
  };
}

export type UserLookups = ReturnType<typeof createUserLookups<UserRow>>;
