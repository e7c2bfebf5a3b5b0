import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

/** Server-wide values in the database, so every node agrees on them. */
export function createAppSettingsRepository(db: Db) {
  return {
    /**
     * The stored value for `key`; when none exists, stores `initial` first. Concurrent callers on
     * several nodes all end up with the single value that won the insert.
     */
    async getOrCreate<T>(key: string, initial: () => T): Promise<T> {
      await db.insert(appSettings).values({ key, value: initial() }).onConflictDoNothing();
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1);
      if (!row) throw new Error(`app setting ${key} vanished`);
      return row.value as T;
    },
  };
}

export type AppSettingsRepository = ReturnType<typeof createAppSettingsRepository>;
