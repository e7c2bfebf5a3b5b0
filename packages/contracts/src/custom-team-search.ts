import { z } from "zod";
import {
  ageRangeSchema,
  customTeamSchema,
  skillLevelSchema,
  sportSchema,
  TEAM_SEARCH_MAX_PAGE_SIZE,
  TEAM_SEARCH_PAGE_SIZE,
} from "./custom-teams.ts";

export const TEAM_SEARCH_SORTS = ["newest", "oldest", "name", "members", "followers"] as const;
export type TeamSearchSort = (typeof TEAM_SEARCH_SORTS)[number];
const TEXT_FILTER_MAX = 100;
/** A page past any real result, kept finite so the offset stays a safe number for the query. */
const TEAM_SEARCH_MAX_PAGE = 100_000;

export const TEAM_SEARCH_MESSAGES = {
  page: `page must be a whole number from 1 to ${TEAM_SEARCH_MAX_PAGE}`,
  limit: `limit must be a whole number from 1 to ${TEAM_SEARCH_MAX_PAGE_SIZE}`,
  sortBy: `sortBy must be one of: ${TEAM_SEARCH_SORTS.join(", ")}`,
  flag: "isPublic and requiresAcceptance must be true or false",
  tooLong: `Search filters must be at most ${TEXT_FILTER_MAX} characters`,
} as const;

/** spec 001 §7: empty values are dropped, so '' (or only spaces) means "not given". */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
const flag = z.enum(["true", "false"], { error: TEAM_SEARCH_MESSAGES.flag });
const text = z.string().trim().max(TEXT_FILTER_MAX, { error: TEAM_SEARCH_MESSAGES.tooLong });

/** GET /api/custom-teams/search (issue 11 API; spec 001 §7 search enhanced custom teams). */
export const teamSearchQuerySchema = z
  .object({
    page: optional(wholeNumber(1, TEAM_SEARCH_MAX_PAGE, TEAM_SEARCH_MESSAGES.page)),
    limit: optional(wholeNumber(1, TEAM_SEARCH_MAX_PAGE_SIZE, TEAM_SEARCH_MESSAGES.limit)),
    query: optional(text),
    search: optional(text),
    sport: optional(sportSchema),
    ageRange: optional(ageRangeSchema),
    skillLevel: optional(skillLevelSchema),
    location: optional(text),
    /** Comma-separated, or the parameter repeated. */
    tags: optional(z.union([text, z.array(text).max(20)])),
    isPublic: optional(flag),
    requiresAcceptance: optional(flag),
    sortBy: optional(z.enum(TEAM_SEARCH_SORTS, { error: TEAM_SEARCH_MESSAGES.sortBy })),
  })
  .transform((q) => ({
    page: q.page ?? 1,
    limit: q.limit ?? TEAM_SEARCH_PAGE_SIZE,
    text: q.query ?? q.search,
    sport: q.sport,
    ageRange: q.ageRange,
    skillLevel: q.skillLevel,
    location: q.location,
    tags: splitTags(q.tags),
    isPublic: q.isPublic === undefined ? undefined : q.isPublic === "true",
    requiresApproval:
      q.requiresAcceptance === undefined ? undefined : q.requiresAcceptance === "true",
    sortBy: q.sortBy ?? "newest",
  }));
export type TeamSearch = z.infer<typeof teamSearchQuerySchema>;

function splitTags(tags: string | string[] | undefined): string[] {
  const list = Array.isArray(tags) ? tags : (tags ?? "").split(",");
  return [...new Set(list.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** spec 001 §3 Search response. */
export const teamSearchResponseSchema = z.object({
  teams: z.array(customTeamSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
