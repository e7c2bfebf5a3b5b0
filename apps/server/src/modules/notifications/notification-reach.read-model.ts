import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from "@huddle/contracts/notifications";
import type { Prepare } from "../../db/prepared-statements.ts";
import type { DeviceTokenRow } from "../../db/schema.ts";

/** A user's notification preferences and active push subscriptions, as stored. */
export interface StoredReach {
  preferences: NotificationPreferences;
  activeDevices: DeviceTokenRow[];
}

type Nullable<T> = { [K in keyof T]: T[K] | null };

/**
 * One row per active device (one of nulls when there is none), each with the preferences: null
 * when the user never saved any, so the defaults apply.
 */
type ReachRow = Nullable<DeviceTokenRow> & { preferences: NotificationPreferences | null };

const isDevice = (device: Nullable<DeviceTokenRow>): device is DeviceTokenRow => device.id !== null;

/**
 * Both halves in one named statement: every mention and followed-user push asks for them, and
 * as three ORM queries (the preferences twice, then the devices) they were the game-day mix's
 * largest extra on PGlite (docs/performance.md, 2026-11-30).
 */
const REACH_SQL = `
  select case when p.user_id is null then null else json_build_object(
           'notificationsEnabled', p.notifications_enabled, 'emailEnabled', p.email_enabled,
           'desktopEnabled', p.desktop_enabled, 'mobileEnabled', p.mobile_enabled,
           'gameStartMinutes', p.game_start_minutes) end as preferences,
         d.id, d.user_id as "userId", d.token, d.endpoint, d.platform,
         d.device_type as "deviceType", d.is_active as "isActive", d.created_at as "createdAt",
         d.last_used_at as "lastUsedAt", d.deactivated_at as "deactivatedAt"
  from (select $1::uuid as user_id) wanted
  left join notification_preferences p on p.user_id = wanted.user_id
  left join device_tokens d on d.user_id = wanted.user_id and d.is_active
  order by d.created_at asc`;

export function createNotificationReachReadModel(prepare: Prepare) {
  const statement = prepare<ReachRow>("notification_reach", REACH_SQL);
  return {
    async of(userId: string): Promise<StoredReach> {
      const rows = await statement([userId]);
      const devices = rows.map(({ preferences: _preferences, ...device }) => device);
      return {
        preferences: rows[0]?.preferences ?? { ...DEFAULT_NOTIFICATION_PREFERENCES },
        activeDevices: devices.filter(isDevice),
      };
    },
  };
}

export type NotificationReachReadModel = ReturnType<typeof createNotificationReachReadModel>;
