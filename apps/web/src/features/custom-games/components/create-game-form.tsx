import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import {
  GAME_DESCRIPTION_MAX_LENGTH_CREATE,
  GAME_LOCATION_MAX_LENGTH,
  GAME_OPPONENT_MAX_LENGTH,
  type CustomGame,
} from "@huddle/contracts/custom-games";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { TextField } from "@/components/ui/text-field";
import { useCreateCustomGame, type CreateGameRequest } from "../api/create-custom-game";
import { actionErrorMessage } from "../utils/action-error";
import {
  createGameDefaults,
  createGameResolver,
  type CreateGameForm,
} from "../utils/create-game-form";
import { CUSTOM_GAME_TEXTS } from "../utils/custom-game-texts";
import { localDateTime } from "../utils/local-date-time";
import { GameTextArea } from "./game-text-area";
import { HomeTeamSelect, type TeamOption } from "./home-team-select";
import { OpponentPicker } from "./opponent-picker";

interface CreateGameFormProps {
  teams: TeamOption[];
  onCreated: (game: CustomGame) => void;
}

/** spec 001 §2 Create game: opponent, date and time, location, description (§5 checks). */
export function CreateGameFormView({ teams, onCreated }: CreateGameFormProps) {
  const mutation = useCreateCustomGame();
  const resolver = useMemo(() => createGameResolver(), []);
  const { register, handleSubmit, control, setValue, formState } = useForm<
    CreateGameForm,
    unknown,
    CreateGameRequest
  >({
    resolver,
    mode: "onTouched",
    defaultValues: createGameDefaults(teams.length === 1 ? teams[0]!.id : ""),
  });
  const [linked, setLinked] = useState<{ id: string; name: string } | null>(null);
  const teamId = useWatch({ control, name: "teamId" });
  const { errors } = formState;
  // spec 001 §5: the minimum is now, in local time.
  const [minDateTime] = useState(() => localDateTime(new Date()));

  const link = (team: { id: string; name: string } | null) => {
    setLinked(team);
    setValue("opponentTeamId", team?.id ?? "");
    if (team) setValue("opponent", team.name, { shouldValidate: true });
  };

  return (
    <form
      noValidate
      aria-label="Create a game"
      className="space-y-4"
      onSubmit={(e) =>
        void handleSubmit((request) => mutation.mutate(request, { onSuccess: onCreated }))(e)
      }
    >
      {mutation.isError ? (
        <Notice tone="error">
          {actionErrorMessage(mutation.error, CUSTOM_GAME_TEXTS.createFailed)}
        </Notice>
      ) : null}
      <HomeTeamSelect teams={teams} error={errors.teamId?.message} {...register("teamId")} />
      <TextField
        label="Opponent"
        maxLength={GAME_OPPONENT_MAX_LENGTH}
        readOnly={linked !== null}
        error={errors.opponent?.message}
        {...register("opponent")}
      />
      <OpponentPicker
        homeTeamId={teamId}
        linked={linked}
        onLink={(team) => link(team)}
        onUnlink={() => link(null)}
      />
      <TextField
        label="Date & Time"
        type="datetime-local"
        min={minDateTime}
        error={errors.scheduledFor?.message}
        {...register("scheduledFor")}
      />
      <TextField
        label="Location"
        maxLength={GAME_LOCATION_MAX_LENGTH}
        error={errors.location?.message}
        {...register("location")}
      />
      <GameTextArea
        label="Description"
        maxLength={GAME_DESCRIPTION_MAX_LENGTH_CREATE}
        error={errors.gameDescription?.message}
        {...register("gameDescription")}
      />
      <Button type="submit" disabled={mutation.isPending} fullWidth>
        {mutation.isPending ? "Creating Game..." : "Create Game"}
      </Button>
    </form>
  );
}
