import { roomSlug } from "@huddle/contracts/rules/room";
import type { Database } from "../db/client.ts";
import { createSportsRepository } from "../modules/sports/sports.repository.ts";

/**
 * Team rooms that exist (a made-up team id is not a room), a new one per call, so each test
 * starts with an empty room and fresh per-room limits.
 */
export async function teamRooms(database: Database): Promise<() => string> {
  const ids = (await createSportsRepository(database.db).teams()).map((team) => team.id);
  let next = 0;
  return () => {
    const id = ids[next++];
    if (!id) throw new Error("no more seeded teams for fresh rooms");
    return roomSlug({ type: "team", teamId: id });
  };
}
