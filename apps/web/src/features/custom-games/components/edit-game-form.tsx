import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  GAME_DESCRIPTION_MAX_LENGTH_EDIT,
  GAME_LOCATION_MAX_LENGTH,
  GAME_OPPONENT_MAX_LENGTH,
  GAME_SCORE_MAX,
  type CustomGame,
  type UpdateCustomGameInput,
} from "@huddle/contracts/custom-games";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";
import { useUpdateCustomGame } from "../api/update-custom-game";
import { actionErrorMessage } from "../utils/action-error";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { editGameDefaults, editGameResolver, type EditGameForm } from "../utils/edit-game-form";
import { localDate } from "../utils/local-date-time";
import { GameStatusBadge } from "./game-status-badge";
import { GameTextArea } from "./game-text-area";

interface EditGameFormProps {
  game: CustomGame;
  onSaved: (game: CustomGame) => void;
}

/** spec 001 §2 Edit game: opponent, status and scores, description, location, date and time. */
export function EditGameFormView({ game, onSaved }: EditGameFormProps) {
  const mutation = useUpdateCustomGame();
  const resolver = useMemo(() => editGameResolver(game), [game]);
  const { register, handleSubmit, control, formState, reset } = useForm<
    EditGameForm,
    unknown,
    UpdateCustomGameInput
  >({ resolver, mode: "onTouched", defaultValues: editGameDefaults(game) });
  const { errors, isDirty } = formState;
  // spec 001 §5: the date minimum is today unless the game is completed.
  const minDate = game.status === "completed" ? undefined : localDate(new Date());
  const save = (input: UpdateCustomGameInput) =>
    mutation.mutate({ id: game.id, input }, { onSuccess: onSaved });

  return (
    <form
      noValidate
      aria-label="Edit game"
      className="space-y-4"
      onSubmit={(e) => void handleSubmit(save)(e)}
    >
      {mutation.isError ? (
        <Notice tone="error">
          {actionErrorMessage(mutation.error, CUSTOM_GAME_TEXTS.saveFailed)}
        </Notice>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">Current status</span>
        <GameStatusBadge status={game.status} />
        <span className="text-gray-600 dark:text-gray-400">(set by the date and time)</span>
      </div>
      <TextField
        label="Opponent"
        maxLength={GAME_OPPONENT_MAX_LENGTH}
        error={errors.opponent?.message}
        {...register("opponent")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Game Date"
          type="date"
          min={minDate}
          error={errors.date?.message}
          {...register("date")}
        />
        <TextField
          label="Game Time"
          type="time"
          error={errors.time?.message}
          {...register("time")}
        />
        <TextField
          label={`Home Score (${game.teamName})`}
          type="number"
          inputMode="numeric"
          min={0}
          max={GAME_SCORE_MAX}
          step={1}
          error={errors.teamScore?.message}
          {...register("teamScore")}
        />
        <TextField
          label={`Away Score (${game.opponent})`}
          type="number"
          inputMode="numeric"
          min={0}
          max={GAME_SCORE_MAX}
          step={1}
          error={errors.opponentScore?.message}
          {...register("opponentScore")}
        />
      </div>
      <TextField
        label="Location"
        maxLength={GAME_LOCATION_MAX_LENGTH}
        error={errors.location?.message}
        {...register("location")}
      />
      <GameTextArea
        label="Description"
        maxLength={GAME_DESCRIPTION_MAX_LENGTH_EDIT}
        error={errors.gameDescription?.message}
        {...register("gameDescription")}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Options</legend>
        {TOGGLES.map(({ name, label, description }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Switch
                label={label}
                description={description}
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={!isDirty || mutation.isPending}>
          {mutation.isPending ? "Saving..." : "Save Changes"}
        </Button>
        <Button variant="secondary" disabled={!isDirty} onClick={() => reset()}>
          Reset Changes
        </Button>
      </div>
    </form>
  );
}

const TOGGLES = [
  // Stored with the game (spec 001 §3); who may open its room follows the teams' own rules.
  { name: "isPublic", label: "Public game", description: undefined },
  { name: "allowSpectators", label: "Allow spectators", description: undefined },
  {
    name: "cancelled",
    label: "Game cancelled",
    description: "Shows the game as cancelled; turn off to let the clock set the status again.",
  },
] as const;
