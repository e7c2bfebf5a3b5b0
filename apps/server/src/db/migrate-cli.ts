import { loadConfig } from "../config.ts";
import { openDatabase } from "./client.ts";
import { databaseTargetFromConfig } from "./target.ts";

// `npm run db:migrate`: applies committed migrations (the server also does this at start).
const config = loadConfig();
const database = await openDatabase(databaseTargetFromConfig(config));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
