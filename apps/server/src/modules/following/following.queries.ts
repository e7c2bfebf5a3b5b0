import type { Db } from "../../db/client.ts";
import { createFollowingRepository } from "./following.repository.ts";

/** The following slice's public look-ups (issue 10 §1) for search, digests and alerts. */
export function createFollowingQueries(db: Db) {
  const repo = createFollowingRepository(db);
  return {
    /** Ids of the teams a fan follows, oldest follow first. */
    teamIds: (userId: string): Promise<string[]> => repo.teamIds(userId),
  };
}

export type FollowingQueries = ReturnType<typeof createFollowingQueries>;
