import { z } from "zod";

/** The /room query parameters (spec 000 §2 Chat room), as sent to the sports calls. */
export const roomQuerySchema = z.object({
  league: z.string().max(40).optional(),
  conference: z.string().max(60).optional(),
  teamroom: z.string().max(80).optional(),
  game: z.string().max(60).optional(),
  sideline: z.string().max(80).optional(),
  customTeam: z.string().max(60).optional(),
  customGame: z.string().max(60).optional(),
});
export type RoomQueryParams = z.infer<typeof roomQuerySchema>;
