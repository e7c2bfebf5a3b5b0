import type { FieldErrors, Resolver } from "react-hook-form";
import {
  CUSTOM_GAME_MESSAGES as G,
  updateCustomGameSchema,
  type CustomGame,
  type UpdateCustomGameInput,
} from "@huddle/contracts/custom-games";
import { issuesToFieldErrors } from "./form-errors";
import { instantFromLocal, localDate, localTime } from "./local-date-time";

/** What the edit form holds (spec 001 §2 Edit game); scores are the inputs' text. */
export interface EditGameForm {
  opponent: string;
  date: string;
  time: string;
  location: string;
  gameDescription: string;
  teamScore: string;
  opponentScore: string;
  cancelled: boolean;
  isPublic: boolean;
  allowSpectators: boolean;
}

const FIELDS = [
  "opponent",
  "date",
  "time",
  "location",
  "gameDescription",
  "teamScore",
  "opponentScore",
] as const;

export function editGameDefaults(game: CustomGame): EditGameForm {
  const when = new Date(game.scheduledFor);
  return {
    opponent: game.opponent,
    date: localDate(when),
    time: localTime(when),
    location: game.location,
    gameDescription: game.gameDescription,
    teamScore: game.teamScore === null ? "" : String(game.teamScore),
    opponentScore: game.opponentScore === null ? "" : String(game.opponentScore),
    cancelled: game.status === "cancelled",
    isPublic: game.isPublic,
    allowSpectators: game.allowSpectators,
  };
}

/** '' is "no score yet"; anything else must read as a number (the schema bounds it). */
function scoreOf(text: string): number | null {
  return text.trim() === "" ? null : Number(text.trim());
}

function dateErrors(values: EditGameForm, game: CustomGame, today: string) {
  const errors: FieldErrors<EditGameForm> = {};
  if (values.date === "") errors.date = { type: "required", message: "Game date is required" };
  if (values.time === "") errors.time = { type: "required", message: "Game time is required" };
  const moved = values.date !== editGameDefaults(game).date;
  // spec 001 §5: the date minimum is today unless the game is completed.
  if (!errors.date && moved && game.status !== "completed" && values.date < today) {
    errors.date = { type: "min", message: G.editDateTooEarly };
  }
  return errors;
}

/** Only what differs from the loaded game goes to the server. */
function changedFields(input: UpdateCustomGameInput, game: CustomGame): UpdateCustomGameInput {
  const out: UpdateCustomGameInput = {};
  const loaded: UpdateCustomGameInput = {
    opponent: game.opponent,
    location: game.location,
    gameDescription: game.gameDescription,
    teamScore: game.teamScore,
    opponentScore: game.opponentScore,
    isPublic: game.isPublic,
    allowSpectators: game.allowSpectators,
  };
  for (const key of Object.keys(loaded) as (keyof typeof loaded)[]) {
    if (input[key] !== loaded[key]) Object.assign(out, { [key]: input[key] });
  }
  const when = input.scheduledFor ? new Date(input.scheduledFor).getTime() : null;
  if (when !== null && when !== new Date(game.scheduledFor).getTime()) {
    out.scheduledFor = input.scheduledFor;
  }
  if ((input.gameStatus === "cancelled") !== (game.status === "cancelled")) {
    out.gameStatus = input.gameStatus;
  }
  return out;
}

/**
 * spec 001 §5 Edit game: the exact messages, then the contracts' schema for lengths and scores.
 * Resolves to the changed fields only.
 */
export function editGameResolver(
  game: CustomGame,
  now: () => Date = () => new Date(),
): Resolver<EditGameForm, unknown, UpdateCustomGameInput> {
  return (values) => {
    const errors = dateErrors(values, game, localDate(now()));
    const when = instantFromLocal(values.date, values.time);
    const result = updateCustomGameSchema.safeParse({
      opponent: values.opponent,
      location: values.location,
      gameDescription: values.gameDescription,
      teamScore: scoreOf(values.teamScore),
      opponentScore: scoreOf(values.opponentScore),
      isPublic: values.isPublic,
      allowSpectators: values.allowSpectators,
      // Clearing the flag hands the status back to the clock.
      gameStatus: values.cancelled ? "cancelled" : "scheduled",
      ...(when ? { scheduledFor: when.toISOString() } : {}),
    });
    if (!result.success) {
      Object.assign(errors, {
        ...issuesToFieldErrors<EditGameForm>(result.error.issues, FIELDS, {
          scheduledFor: "date",
        }),
        ...errors,
      });
    }
    if (!result.success || Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: changedFields(result.data, game), errors: {} };
  };
}
