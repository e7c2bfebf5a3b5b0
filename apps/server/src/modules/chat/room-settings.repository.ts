import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roomSettings } from "../../db/schema.ts";

export type SlowModeSource = "auto" | "moderator";

/** A room's stored settings; the defaults for a room without a row. */
export interface StoredRoomSettings {
  slowModeSeconds: number;
  /** Who set the slow mode last; null when nobody has. */
  slowModeSource: SlowModeSource | null;
  /** When the room turns read-only (sideline rooms after the final); null when it never does. */
  locksAt: Date | null;
}

const DEFAULTS: StoredRoomSettings = { slowModeSeconds: 0, slowModeSource: null, locksAt: null };

export function createRoomSettingsRepository(db: Db) {
  async function settings(roomSlug: string): Promise<StoredRoomSettings> {
    const [row] = await db
      .select({
        slowModeSeconds: roomSettings.slowModeSeconds,
        slowModeSource: roomSettings.slowModeSource,
        locksAt: roomSettings.locksAt,
      })
      .from(roomSettings)
      .where(eq(roomSettings.roomSlug, roomSlug))
      .limit(1);
    return row ?? DEFAULTS;
  }

  return {
    settings,

    /** A moderator's setting: from now on the autopilot leaves this room's slow mode alone. */
    async setSlowMode(roomSlug: string, seconds: number, updatedBy: string): Promise<void> {
      await db
        .insert(roomSettings)
        .values({ roomSlug, slowModeSeconds: seconds, slowModeSource: "moderator", updatedBy })
        .onConflictDoUpdate({
          target: roomSettings.roomSlug,
          set: {
            slowModeSeconds: seconds,
            slowModeSource: "moderator",
            updatedBy,
            updatedAt: new Date(),
          },
        });
    },

    /**
     * The autopilot's setting, kept only where no moderator has set one and the value changes.
     * True when it was stored (the caller then announces it), so a replayed update is silent.
     */
    async setAutoSlowMode(roomSlug: string, seconds: number): Promise<boolean> {
      if (seconds === 0) {
        const cleared = await db
          .update(roomSettings)
          .set({ slowModeSeconds: 0, updatedBy: null, updatedAt: new Date() })
          .where(
            and(
              eq(roomSettings.roomSlug, roomSlug),
              eq(roomSettings.slowModeSource, "auto"),
              ne(roomSettings.slowModeSeconds, 0),
            ),
          )
          .returning({ roomSlug: roomSettings.roomSlug });
        return cleared.length > 0;
      }
      const stored = await db
        .insert(roomSettings)
        .values({ roomSlug, slowModeSeconds: seconds, slowModeSource: "auto", updatedBy: null })
        .onConflictDoUpdate({
          target: roomSettings.roomSlug,
          set: { slowModeSeconds: seconds, updatedBy: null, updatedAt: new Date() },
          setWhere: and(
            eq(roomSettings.slowModeSource, "auto"),
            ne(roomSettings.slowModeSeconds, seconds),
          ),
        })
        .returning({ roomSlug: roomSettings.roomSlug });
      return stored.length > 0;
    },

    /**
     * The room turns read-only at `at`. The first final sets it; a replayed or corrected final
     * leaves it where it is. Returns when the room locks.
     */
    async lockAt(roomSlug: string, at: Date): Promise<Date> {
      await db
        .insert(roomSettings)
        .values({ roomSlug, slowModeSource: "auto", locksAt: at })
        .onConflictDoUpdate({
          target: roomSettings.roomSlug,
          set: { locksAt: sql`coalesce(${roomSettings.locksAt}, excluded.locks_at)` },
          setWhere: isNull(roomSettings.locksAt),
        });
      return (await settings(roomSlug)).locksAt ?? at;
    },
  };
}

export type RoomSettingsRepository = ReturnType<typeof createRoomSettingsRepository>;
