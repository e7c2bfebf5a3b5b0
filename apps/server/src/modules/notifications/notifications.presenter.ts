import type { DeviceToken, NotificationRule } from "@huddle/contracts/notifications";
import type { DeviceTokenRow, NotificationRuleRow } from "../../db/schema.ts";

export function presentRule(row: NotificationRuleRow): NotificationRule {
  return {
    id: row.id,
    ruleName: row.ruleName,
    description: row.description,
    ruleType: row.ruleType,
    scheduleType: row.scheduleType,
    scheduleData: row.scheduleData,
    contentFilters: row.contentFilters,
    deliveryChannels: row.deliveryChannels,
    deliverySettings: row.deliverySettings,
    isActive: row.isActive,
    priority: row.priority,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentDeviceToken(row: DeviceTokenRow): DeviceToken {
  return {
    id: row.id,
    token: row.token,
    platform: "web",
    deviceType: row.deviceType,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
