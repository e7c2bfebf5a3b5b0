import type { FieldErrors, Resolver, ResolverResult } from "react-hook-form";
import { CUSTOM_GAME_MESSAGES, createCustomGameSchema } from "@huddle/contracts/custom-games";
import type { CreateGameRequest } from "../api/create-custom-game";
import { CUSTOM_GAME_TEXTS } from "./custom-game-texts";
import { issuesToFieldErrors } from "./form-errors";

/** What the create form holds; `scheduledFor` is a datetime-local value in the viewer's zone. */
export interface CreateGameForm {
  teamId: string;
  opponent: string;
  /** A custom team picked as the opponent ('' when the opponent is just a name). */
  opponentTeamId: string;
  scheduledFor: string;
  location: string;
  gameDescription: string;
}

export const CREATE_GAME_FIELDS = [
  "teamId",
  "opponent",
  "opponentTeamId",
  "scheduledFor",
  "location",
  "gameDescription",
] as const;

export function createGameDefaults(teamId: string): CreateGameForm {
  return {
    teamId,
    opponent: "",
    opponentTeamId: "",
    scheduledFor: "",
    location: "",
    gameDescription: "",
  };
}

/**
 * spec 001 §5 Create game: the contracts' schema checks the fields; a game must start in the
 * future (the server checks that too, against its own clock).
 */
export function createGameResolver(
  now: () => Date = () => new Date(),
): Resolver<CreateGameForm, unknown, CreateGameRequest> {
  return (values): ResolverResult<CreateGameForm, CreateGameRequest> => {
    const when = values.scheduledFor === "" ? null : new Date(values.scheduledFor);
    const result = createCustomGameSchema.safeParse({
      opponent: values.opponent,
      scheduledFor: when && !Number.isNaN(when.getTime()) ? when.toISOString() : undefined,
      location: values.location,
      gameDescription: values.gameDescription,
      opponentTeamId: values.opponentTeamId === "" ? null : values.opponentTeamId,
    });
    const errors: FieldErrors<CreateGameForm> = result.success
      ? {}
      : issuesToFieldErrors<CreateGameForm>(result.error.issues, CREATE_GAME_FIELDS);
    if (values.teamId === "") {
      errors.teamId = { type: "required", message: CUSTOM_GAME_TEXTS.teamIdRequired };
    }
    if (!errors.scheduledFor && when && when.getTime() <= now().getTime()) {
      errors.scheduledFor = { type: "min", message: CUSTOM_GAME_MESSAGES.scheduledForInPast };
    }
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { teamId: values.teamId, input: result.data }, errors: {} };
  };
}
