import type { Db } from "../../db/client.ts";
import { createModerationSettingsRepository } from "./moderation-settings.repository.ts";

/** The moderation slice's public look-ups (issue 10 §1): the stored AI settings and staff rules. */
export function createModerationSettingsQueries(db: Db) {
  const repo = createModerationSettingsRepository(db);
  return {
    /** The raw stored settings; callers parse them with the contracts schema. */
    settings: (): Promise<unknown> => repo.settings(),
    customRules: () => repo.customRules(),
  };
}

export type ModerationSettingsQueries = ReturnType<typeof createModerationSettingsQueries>;
