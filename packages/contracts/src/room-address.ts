import { z } from "zod";
import type { RoomAddress } from "./rules/room.ts";
import { conferenceIdSchema, gameIdSchema, leagueIdSchema, teamIdSchema } from "./sports.ts";

/**
 * A room's address on the wire (rules/room.ts RoomAddress): the kind and the ids that name the
 * room, with the same id formats the /room parser accepts. Clients link it with `roomUrl`.
 */
export const roomAddressSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("home") }),
  z.object({ type: z.literal("general") }),
  z.object({ type: z.literal("league"), league: leagueIdSchema }),
  z.object({
    type: z.literal("conference"),
    league: leagueIdSchema,
    conference: conferenceIdSchema,
  }),
  z.object({ type: z.literal("team"), teamId: teamIdSchema }),
  z.object({ type: z.literal("game"), gameId: gameIdSchema, league: leagueIdSchema.optional() }),
  z.object({
    type: z.literal("sideline"),
    gameId: gameIdSchema,
    teamId: teamIdSchema,
    league: leagueIdSchema.optional(),
  }),
  z.object({ type: z.literal("custom-team"), customTeamId: z.uuid() }),
  z.object({ type: z.literal("custom-game"), customGameId: z.uuid() }),
]) satisfies z.ZodType<RoomAddress>;
