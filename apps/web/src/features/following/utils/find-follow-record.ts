import type { FollowRecord } from "@huddle/contracts/following";

const same = (a: string | null | undefined, b: string) =>
  typeof a === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The record that follows this league (or this conference of it), matched by id or name. */
export function findFollowRecord(
  records: readonly FollowRecord[],
  league: string,
  conference?: string,
): FollowRecord | undefined {
  return records.find((record) => {
    if (!same(record.league, league) && !same(record.leagueName, league)) return false;
    if (!conference) return record.followType === "league";
    return (
      record.followType === "conference" &&
      (same(record.conference, conference) || same(record.conferenceName, conference))
    );
  });
}
