import type { Db } from "../../db/client.ts";
import { createSessionsRepository } from "./sessions.repository.ts";

/** The auth slice's public session look-ups (issue 10 §1), for the realtime session sweep. */
export function createSessionQueries(db: Db) {
  const repo = createSessionsRepository(db);
  return {
    /** Of the given session ids, those still live whose user is not banned. */
    liveUnbannedIds: (ids: readonly string[], now: Date): Promise<Set<string>> =>
      repo.liveUnbannedIds(ids, now),
  };
}

export type SessionQueries = ReturnType<typeof createSessionQueries>;
