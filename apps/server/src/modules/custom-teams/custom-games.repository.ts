import { and, asc, count, eq, gt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { customGames, customTeams, type CustomGameRow } from "../../db/schema.ts";

export type NewGame = Omit<typeof customGames.$inferInsert, "id" | "createdAt">;
export type GamePatch = Partial<
  Pick<
    CustomGameRow,
    | "opponent"
    | "scheduledFor"
    | "location"
    | "description"
    | "teamScore"
    | "opponentScore"
    | "cancelled"
    | "isPublic"
    | "allowSpectators"
  >
>;
export interface GameWithTeams extends CustomGameRow {
  teamName: string;
  teamOwnerId: string;
  opponentOwnerId: string | null;
}

const opponentTeam = alias(customTeams, "opponent_team");

/** Custom games (spec 001 §3) with what presenting and authorizing them needs of both teams. */
export function createCustomGamesRepository(db: Db) {
  const withTeams = () =>
    db
      .select({
        game: customGames,
        teamName: customTeams.name,
        teamOwnerId: customTeams.ownerId,
        opponentOwnerId: opponentTeam.ownerId,
      })
      .from(customGames)
      .innerJoin(customTeams, eq(customTeams.id, customGames.teamId))
      .leftJoin(opponentTeam, eq(opponentTeam.id, customGames.opponentTeamId));
  type Row = Awaited<ReturnType<ReturnType<typeof withTeams>["execute"]>>[number];
  const flatten = ({ game, ...teams }: Row): GameWithTeams => ({ ...game, ...teams });

  async function find(id: string): Promise<GameWithTeams | undefined> {
    const [row] = await withTeams().where(eq(customGames.id, id));
    return row && flatten(row);
  }

  return {
    find,

    async insert(game: NewGame): Promise<GameWithTeams> {
      const [row] = await db.insert(customGames).values(game).returning({ id: customGames.id });
      return (await find(row!.id))!;
    },

    /**
     * Games the team hosts that are still ahead (not cancelled), and how many of those are
     * against `opponentTeamId`: what the scheduling caps count.
     */
    async countUpcoming(teamId: string, opponentTeamId: string | null, now: Date) {
      const [row] = await db
        .select({
          all: count(),
          againstOpponent:
            opponentTeamId === null
              ? sql<number>`0`
              : sql<number>`count(*) filter (where ${customGames.opponentTeamId} = ${opponentTeamId})`.mapWith(
                  Number,
                ),
        })
        .from(customGames)
        .where(
          and(
            eq(customGames.teamId, teamId),
            eq(customGames.cancelled, false),
            gt(customGames.scheduledFor, now),
          ),
        );
      return { all: row?.all ?? 0, againstOpponent: Number(row?.againstOpponent ?? 0) };
    },

    /** Games the team plays, as the home side or as the named opposing team. */
    async listForTeam(teamId: string): Promise<GameWithTeams[]> {
      const rows = await withTeams()
        .where(or(eq(customGames.teamId, teamId), eq(customGames.opponentTeamId, teamId)))
        .orderBy(asc(customGames.scheduledFor), asc(customGames.id));
      return rows.map(flatten);
    },

    async update(id: string, patch: GamePatch): Promise<GameWithTeams | undefined> {
      if (Object.keys(patch).length > 0) {
        await db.update(customGames).set(patch).where(eq(customGames.id, id));
      }
      return find(id);
    },

    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(customGames)
        .where(eq(customGames.id, id))
        .returning({ id: customGames.id });
      return rows.length > 0;
    },
  };
}

export type CustomGamesRepository = ReturnType<typeof createCustomGamesRepository>;
