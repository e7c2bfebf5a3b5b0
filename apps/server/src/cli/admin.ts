import { loadConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { databaseTargetFromConfig } from "../db/target.ts";
import { runAdminCommand } from "./admin-commands.ts";

// `npm run admin -- ...`: staff management for a new install, against the configured database.
const config = loadConfig();
let database: Database | undefined;
try {
  database = await openDatabase(databaseTargetFromConfig(config));
  console.log(await runAdminCommand(database.db, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database?.close();
}
