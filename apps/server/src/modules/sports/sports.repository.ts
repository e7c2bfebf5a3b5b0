import { and, asc, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { Game, League, Team } from "@huddle/contracts/sports";
import type { Db } from "../../db/client.ts";
import { games, sportsConferences, sportsTeams } from "../../db/schema.ts";
import { escapeLike } from "../../db/like.ts";
import { createTimeSlice } from "../../lib/time-slice.ts";

type TeamRow = typeof sportsTeams.$inferSelect;

function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    teamId: row.id,
    espnId: row.espnId,
    name: row.name,
    teamName: row.name,
    shortName: row.shortName,
    abbreviation: row.abbreviation,
    teamColors: row.colors,
    league: row.league as Team["league"],
    conferenceDivision: row.conferenceDivision,
    conferenceId: row.conferenceId,
    ...(row.divisionId ? { divisionId: row.divisionId } : {}),
  };
}

export interface GameFilter {
  league?: string;
  state?: Game["state"];
  teamId?: string;
  from?: Date;
  to?: Date;
  ids?: string[];
  limit?: number;
  order?: "asc" | "desc";
}

/** Games per upsert statement (see upsertGames). */
const UPSERT_CHUNK = 10;

export function createSportsRepository(db: Db) {
  async function upsertChunk(list: Game[], updatedAt: Date | SQL): Promise<void> {
    await db
      .insert(games)
      .values(
        list.map((g) => ({
          id: g.id,
          league: g.league,
          startTime: new Date(g.startTime),
          state: g.state,
          homeTeamId: g.homeTeam.teamId,
          awayTeamId: g.awayTeam.teamId,
          data: g,
          updatedAt,
        })),
      )
      .onConflictDoUpdate({
        target: games.id,
        set: {
          startTime: sql`excluded.start_time`,
          state: sql`excluded.state`,
          data: sql`excluded.data`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }

  return {
    /** Upserts the committed reference data; safe to run at every start. */
    async seedReference(leagues: League[], teams: Team[]): Promise<void> {
      const conferences = leagues.flatMap((league) =>
        league.conferences.map((c, i) => ({
          league: league.id,
          id: c.id,
          name: c.name,
          position: String(i).padStart(3, "0"),
          divisions: c.divisions ?? [],
        })),
      );
      await db.transaction(async (tx) => {
        await tx
          .insert(sportsConferences)
          .values(conferences)
          .onConflictDoUpdate({
            target: [sportsConferences.league, sportsConferences.id],
            set: {
              name: sql`excluded.name`,
              position: sql`excluded.position`,
              divisions: sql`excluded.divisions`,
            },
          });
        await tx
          .insert(sportsTeams)
          .values(
            teams.map((t) => ({
              id: t.id,
              espnId: t.espnId,
              league: t.league,
              name: t.name,
              shortName: t.shortName,
              abbreviation: t.abbreviation,
              colors: t.teamColors,
              conferenceId: t.conferenceId,
              divisionId: t.divisionId ?? null,
              conferenceDivision: t.conferenceDivision,
            })),
          )
          .onConflictDoUpdate({
            target: sportsTeams.id,
            set: {
              name: sql`excluded.name`,
              shortName: sql`excluded.short_name`,
              abbreviation: sql`excluded.abbreviation`,
              colors: sql`excluded.colors`,
              conferenceId: sql`excluded.conference_id`,
              divisionId: sql`excluded.division_id`,
              conferenceDivision: sql`excluded.conference_division`,
            },
          });
      });
    },

    async teams(filter: { league?: string; conferenceId?: string; ids?: string[] } = {}) {
      const rows = await db
        .select()
        .from(sportsTeams)
        .where(
          and(
            filter.league ? eq(sportsTeams.league, filter.league) : undefined,
            filter.conferenceId ? eq(sportsTeams.conferenceId, filter.conferenceId) : undefined,
            filter.ids ? inArray(sportsTeams.id, filter.ids.length ? filter.ids : [""]) : undefined,
          ),
        )
        .orderBy(asc(sportsTeams.league), asc(sportsTeams.name));
      return rows.map(toTeam);
    },

    /** Teams whose name contains `text` (case-insensitive), minus `excludeIds`, by name. */
    async searchTeams(text: string, excludeIds: string[], limit: number): Promise<Team[]> {
      const pattern = `%${escapeLike(text.toLowerCase())}%`;
      const rows = await db
        .select()
        .from(sportsTeams)
        .where(
          and(
            sql`lower(${sportsTeams.name}) like ${pattern} escape '\\'`,
            excludeIds.length ? notInArray(sportsTeams.id, excludeIds) : undefined,
          ),
        )
        .orderBy(asc(sportsTeams.name), asc(sportsTeams.league))
        .limit(limit);
      return rows.map(toTeam);
    },

    async team(id: string): Promise<Team | undefined> {
      const [row] = await db.select().from(sportsTeams).where(eq(sportsTeams.id, id)).limit(1);
      return row ? toTeam(row) : undefined;
    },

    async conferences(league?: string) {
      return db
        .select({
          league: sportsConferences.league,
          id: sportsConferences.id,
          name: sportsConferences.name,
        })
        .from(sportsConferences)
        .where(league ? eq(sportsConferences.league, league) : undefined)
        .orderBy(asc(sportsConferences.league), asc(sportsConferences.position));
    },

    /**
     * Stores games; `at` is when they were seen (the scorer's clock; default the database's).
     * A round's ~30 changed games go UPSERT_CHUNK at a time: one statement for all of them holds
     * the embedded database, and the chat's thread with it, for tens of ms (lib/time-slice.ts).
     */
    async upsertGames(list: Game[], at?: Date): Promise<void> {
      const updatedAt = at ?? sql`now()`;
      const yieldIfDue = createTimeSlice();
      for (let from = 0; from < list.length; from += UPSERT_CHUNK) {
        await yieldIfDue();
        await upsertChunk(list.slice(from, from + UPSERT_CHUNK), updatedAt);
      }
    },

    /**
     * The stored games in state 'in' other than `tracked`, with when each was last written: the
     * candidates for closing out. Usually none, so a scores round reads no game data it has.
     */
    async liveGamesOutside(tracked: readonly string[]): Promise<{ game: Game; updatedAt: Date }[]> {
      return db
        .select({ game: games.data, updatedAt: games.updatedAt })
        .from(games)
        .where(and(eq(games.state, "in"), notInArray(games.id, [...tracked])));
    },

    async game(id: string): Promise<Game | undefined> {
      const [row] = await db.select({ data: games.data }).from(games).where(eq(games.id, id));
      return row?.data;
    },

    async games(filter: GameFilter): Promise<Game[]> {
      const rows = await db
        .select({ data: games.data })
        .from(games)
        .where(
          and(
            filter.league ? eq(games.league, filter.league) : undefined,
            filter.state ? eq(games.state, filter.state) : undefined,
            filter.teamId
              ? or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId))
              : undefined,
            filter.from ? gte(games.startTime, filter.from) : undefined,
            filter.to ? lt(games.startTime, filter.to) : undefined,
            filter.ids ? inArray(games.id, filter.ids.length ? filter.ids : [""]) : undefined,
          ),
        )
        .orderBy(filter.order === "desc" ? desc(games.startTime) : asc(games.startTime))
        .limit(filter.limit ?? 500);
      return rows.map((r) => r.data);
    },

    /** Average final total (both scores) of a league's games started since `since`. */
    async averageFinalTotal(
      league: string,
      since: Date,
    ): Promise<{ average: number | null; games: number }> {
      const total = sql<number>`(${games.data}->'homeTeam'->>'score')::int + (${games.data}->'awayTeam'->>'score')::int`;
      const [row] = await db
        .select({
          average: sql<number | null>`avg(${total})::float8`,
          games: sql<number>`count(*)::int`,
        })
        .from(games)
        .where(
          and(
            eq(games.league, league),
            eq(games.state, "post"),
            sql`${games.data}->>'status' = 'STATUS_FINAL'`,
            gte(games.startTime, since),
          ),
        );
      return { average: row?.average ?? null, games: row?.games ?? 0 };
    },
  };
}

export type SportsRepository = ReturnType<typeof createSportsRepository>;
