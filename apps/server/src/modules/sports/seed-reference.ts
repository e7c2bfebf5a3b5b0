import type { Db } from "../../db/client.ts";
import { loadSportsSeed } from "./seed/sports-seed.ts";
import { createSportsRepository } from "./sports.repository.ts";

/** The idempotent start-up step that loads leagues, conferences and teams (issue 4 §1). */
export async function seedSportsReference(db: Db): Promise<void> {
  const { leagues, teams } = loadSportsSeed();
  await createSportsRepository(db).seedReference(leagues, teams);
}
