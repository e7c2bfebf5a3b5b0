/** Filter configuration writes another slice commits in its own transaction (staff, audited). */
export {
  deleteRuleIn,
  insertRuleIn,
  saveSettingsIn,
  type CustomRuleRow,
} from "./moderation-settings.repository.ts";
