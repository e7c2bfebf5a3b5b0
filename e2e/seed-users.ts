// Run by playwright.config.ts before the server starts: one database open for all seeded users.
import { loadConfig } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { databaseTargetFromConfig } from "../apps/server/src/db/target.ts";
import { runAdminCommand } from "../apps/server/src/cli/admin-commands.ts";
import { SEEDED_COACH as coach, SEEDED_MOD, SEEDED_SUPERADMIN } from "./seeded-users.ts";

const database = await openDatabase(databaseTargetFromConfig(loadConfig()));
try {
  await runAdminCommand(database.db, ["create", coach.username, coach.email, coach.password]);
  await runAdminCommand(database.db, ["tier", coach.username, coach.tier]);
  for (const staff of [SEEDED_SUPERADMIN, SEEDED_MOD]) {
    const { username, email, password, level } = staff;
    await runAdminCommand(database.db, ["create", username, email, password, level]);
  }
} finally {
  await database.close();
}
