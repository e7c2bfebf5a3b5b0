import { z } from "zod";
import { roomAddressSchema } from "./room-address.ts";
import { roomQuerySchema } from "./room-query.ts";

/** spec 000 §3 Room navigation button. */
export const ROOM_BUTTON_TYPES = [
  "back",
  "league",
  "conference",
  "team",
  "sideline",
  "game",
  "customTeam",
  "customGame",
  "custom",
  "home",
] as const;
export type RoomButtonType = (typeof ROOM_BUTTON_TYPES)[number];

export const roomButtonSchema = z.object({
  type: z.enum(ROOM_BUTTON_TYPES),
  /** A plain label, or `{ displayValue, value }` (e.g. a game: 'KC @ BUF' and its id). */
  label: z.union([z.string(), z.object({ displayValue: z.string(), value: z.string() })]),
  /** The room the button leads to; clients link it with `roomUrl(room)`. */
  room: roomAddressSchema,
  /** spec 000 §3 names a path: `roomUrl(room)`, for clients that read it. */
  path: z.string(),
  teamName: z.string().optional(),
  teamId: z.string().optional(),
});
export type RoomButton = z.infer<typeof roomButtonSchema>;

export const roomContextSchema = z.object({
  type: z.string(),
  roomSlug: z.string(),
  league: z.string().optional(),
  conference: z.string().optional(),
  teamId: z.string().optional(),
  gameId: z.string().optional(),
  title: z.string(),
});
export type RoomContext = z.infer<typeof roomContextSchema>;

export const roomButtonsResponseSchema = z.object({
  buttons: z.array(roomButtonSchema),
  roomDescription: z.string(),
  context: roomContextSchema,
});
export type RoomButtonsResponse = z.infer<typeof roomButtonsResponseSchema>;

/** GET /api/sports/room/buttons takes the room's query; homepage=true is the home room. */
export const roomButtonsQuerySchema = roomQuerySchema.extend({
  homepage: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
