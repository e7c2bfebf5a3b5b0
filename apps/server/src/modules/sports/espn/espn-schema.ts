import { z } from "zod";

/**
 * Lenient shapes of ESPN's site API (scoreboard events and the summary header). Every field is
 * optional, a value of the wrong type counts as missing, and unknown keys pass through: the mapper decides what is usable, so a missing field
 * never throws. Events are parsed one by one, so one odd event cannot sink a whole board.
 */

const idText = z.union([z.string(), z.number()]).transform(String);

/** Optional, and a value of the wrong type counts as missing instead of failing the parse. */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

const espnTeamSchema = z.looseObject({
  id: lenient(idText),
  abbreviation: lenient(z.string()),
  displayName: lenient(z.string()),
  shortDisplayName: lenient(z.string()),
  name: lenient(z.string()),
  location: lenient(z.string()),
  color: lenient(z.string().nullable()),
  alternateColor: lenient(z.string().nullable()),
});

const espnRecordSchema = z.looseObject({
  name: lenient(z.string()),
  type: lenient(z.string()),
  summary: lenient(z.string()),
});

export const espnScoreSchema = z.union([
  z.string(),
  z.number(),
  z.looseObject({ value: lenient(z.number()), displayValue: lenient(z.string()) }),
]);

const espnCompetitorSchema = z.looseObject({
  homeAway: lenient(z.string()),
  team: lenient(espnTeamSchema),
  score: lenient(espnScoreSchema),
  /** Scoreboard spelling. */
  records: lenient(z.array(espnRecordSchema)),
  /** Summary-header spelling. */
  record: lenient(z.array(espnRecordSchema)),
  winner: lenient(z.boolean()),
});
export type EspnCompetitor = z.infer<typeof espnCompetitorSchema>;

export const espnStatusSchema = z.looseObject({
  displayClock: lenient(z.string()),
  period: lenient(z.number()),
  type: z
    .looseObject({
      name: lenient(z.string()),
      state: lenient(z.string()),
      completed: lenient(z.boolean()),
      description: lenient(z.string()),
      detail: lenient(z.string()),
      shortDetail: lenient(z.string()),
    })
    .optional()
    .catch(undefined),
});
export type EspnStatus = z.infer<typeof espnStatusSchema>;

export const espnCompetitionSchema = z.looseObject({
  date: lenient(z.string()),
  venue: lenient(z.looseObject({ fullName: lenient(z.string()) })),
  competitors: lenient(z.array(espnCompetitorSchema)),
  status: lenient(espnStatusSchema),
});
export type EspnCompetition = z.infer<typeof espnCompetitionSchema>;

export const espnEventSchema = z.looseObject({
  id: lenient(idText),
  date: lenient(z.string()),
  status: lenient(espnStatusSchema),
  competitions: lenient(z.array(espnCompetitionSchema)),
});
export type EspnEvent = z.infer<typeof espnEventSchema>;

/** The board itself: only `events` matters, and anything but an array counts as none. */
export const espnScoreboardSchema = z.looseObject({
  events: z.array(z.unknown()).catch([]),
});

/** `…/summary?event=` : the header describes the game, gameInfo has the venue. */
export const espnSummarySchema = z.looseObject({
  header: z
    .looseObject({
      id: lenient(idText),
      competitions: lenient(z.array(espnCompetitionSchema)),
    })
    .optional()
    .catch(undefined),
  gameInfo: lenient(
    z.looseObject({ venue: lenient(z.looseObject({ fullName: lenient(z.string()) })) }),
  ),
});
