import { and, asc, count, eq, gt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM,
  MAX_UPCOMING_GAMES_PER_TEAM,
} from "@huddle/contracts/custom-games";
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

/** The scheduling cap a new or restored game would pass (MAX_UPCOMING_GAMES_*). */
export class ScheduleFull extends Error {
  constructor(readonly cap: "team" | "opponent") {
    super(`The schedule ahead is full (${cap})`);
  }
}

/**
 * Holds the home team's row for the rest of the transaction, then refuses when the team's games
 * ahead (not cancelled) are at a cap: two coaches adding the 50th game at once both counted 49
 * before; the lock makes the second count 50.
 */
async function claimScheduleRoom(
  tx: Pick<Db, "select">,
  teamId: string,
  opponentTeamId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .select({ id: customTeams.id })
    .from(customTeams)
    .where(eq(customTeams.id, teamId))
    .for("update");
  const [upcoming] = await tx
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
  if ((upcoming?.all ?? 0) >= MAX_UPCOMING_GAMES_PER_TEAM) throw new ScheduleFull("team");
  if (Number(upcoming?.againstOpponent ?? 0) >= MAX_UPCOMING_GAMES_AGAINST_ONE_TEAM) {
    throw new ScheduleFull("opponent");
  }
}

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

    /** Adds a game to a schedule with room ahead (throws ScheduleFull). */
    async insert(game: NewGame, now: Date): Promise<GameWithTeams> {
      const id = await db.transaction(async (tx) => {
        await claimScheduleRoom(tx, game.teamId, game.opponentTeamId ?? null, now);
        const [row] = await tx.insert(customGames).values(game).returning({ id: customGames.id });
        return row!.id;
      });
      return (await find(id))!;
    },

    /** Games the team plays, as the home side or as the named opposing team. */
    async listForTeam(teamId: string): Promise<GameWithTeams[]> {
      const rows = await withTeams()
        .where(or(eq(customGames.teamId, teamId), eq(customGames.opponentTeamId, teamId)))
        .orderBy(asc(customGames.scheduledFor), asc(customGames.id));
      return rows.map(flatten);
    },

    /**
     * `rejoinsSchedule`: the edit puts the game back among the games ahead (un-cancelled, or
     * moved from the past to the future), so it needs room there like a new game (ScheduleFull).
     */
    async update(
      game: Pick<GameWithTeams, "id" | "teamId" | "opponentTeamId">,
      patch: GamePatch,
      { rejoinsSchedule, now }: { rejoinsSchedule: boolean; now: Date },
    ): Promise<GameWithTeams | undefined> {
      if (Object.keys(patch).length > 0) {
        await db.transaction(async (tx) => {
          if (rejoinsSchedule) await claimScheduleRoom(tx, game.teamId, game.opponentTeamId, now);
          await tx.update(customGames).set(patch).where(eq(customGames.id, game.id));
        });
      }
      return find(game.id);
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
