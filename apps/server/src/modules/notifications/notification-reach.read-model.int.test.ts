import { DEFAULT_NOTIFICATION_PREFERENCES } from "@huddle/contracts/notifications";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createUser } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createDeviceTokensRepository } from "./device-tokens.repository.ts";
import { createNotificationPreferencesRepository } from "./notification-preferences.repository.ts";
import { createNotificationReachReadModel } from "./notification-reach.read-model.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("notification reach read model", () => {
  it("answers the defaults and no device for a fan who saved nothing", async () => {
    const fan = await createUser(database);
    const reach = createNotificationReachReadModel(database.prepare);
    expect(await reach.of(fan.id)).toEqual({
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
      activeDevices: [],
    });
  });

  it("answers the saved preferences with every active device, oldest first, and no inactive one", async () => {
    const [fan, other] = [await createUser(database), await createUser(database)];
    const saved = {
      notificationsEnabled: true,
      emailEnabled: false,
      desktopEnabled: false,
      mobileEnabled: true,
      gameStartMinutes: 15,
    };
    await createNotificationPreferencesRepository(database.db).save(fan.id, saved);
    const tokens = createDeviceTokensRepository(database.db);
    const register = async (userId: string, name: string, deviceType: "desktop" | "mobile") => {
      const row = await tokens.upsertOwn({
        userId,
        token: `{"endpoint":"https://push.example/${name}"}`,
        endpoint: `https://push.example/${name}`,
        deviceType,
      });
      if (!row) throw new Error("device not registered");
      return row;
    };
    const phone = await register(fan.id, "phone", "mobile");
    const laptop = await register(fan.id, "laptop", "desktop");
    const gone = await register(fan.id, "gone", "desktop");
    await tokens.deactivate(gone.id, new Date());
    await register(other.id, "other", "mobile");

    const reach = await createNotificationReachReadModel(database.prepare).of(fan.id);

    expect(reach.preferences).toEqual(saved);
    expect(reach.activeDevices).toEqual([phone, laptop]);
  });
});
