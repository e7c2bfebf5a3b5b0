import { sql, type SQL } from "drizzle-orm";
import { moderationDecisions } from "../../db/schema.ts";

/** `count(*)` of the rows matching `condition`, as a number. */
const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The tallies of `moderation_decisions` the dashboard and the moderation analytics both show,
 * as select columns, so the two read the same decision the same way.
 */
export const decisionCounts = {
  blocked: countWhere(sql`${moderationDecisions.decision} = 'block'`),
  quarantined: countWhere(sql`${moderationDecisions.decision} = 'quarantine'`),
  unreviewedFlags: countWhere(
    sql`${moderationDecisions.decision} in ('flag', 'quarantine') and ${moderationDecisions.review} is null`,
  ),
  reviewed: countWhere(sql`${moderationDecisions.review} is not null`),
  upheld: countWhere(sql`${moderationDecisions.review} = 'upheld'`),
};
