import { useForm, useWatch } from "react-hook-form";
import { AGE_GROUPS, SKILL_LEVELS, SPORTS } from "@huddle/contracts/constants";
import {
  TEAM_DESCRIPTION_MAX_LENGTH,
  TEAM_LOCATION_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  type CustomTeam,
} from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { focusRing } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { useCreateCustomTeam } from "../api/create-custom-team";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import {
  CREATE_TEAM_DEFAULTS,
  createTeamErrorMessage,
  createTeamResolver,
  type CreateTeamForm,
} from "../utils/create-team-form";

/** spec 001 §2 Create team, §5 validation: the contracts' schema checks every field. */
export function CreateTeamFormView({ onCreated }: { onCreated: (team: CustomTeam) => void }) {
  const mutation = useCreateCustomTeam();
  const { register, handleSubmit, control, formState } = useForm<
    CreateTeamForm,
    unknown,
    Parameters<typeof mutation.mutate>[0]
  >({ resolver: createTeamResolver, mode: "onTouched", defaultValues: CREATE_TEAM_DEFAULTS });
  const [name, sport] = useWatch({ control, name: ["name", "sport"] });
  const { errors } = formState;
  const blocked = mutation.isPending || name.trim() === "" || sport === "";

  return (
    <form
      noValidate
      aria-label="Create a team"
      className="space-y-4"
      onSubmit={(e) =>
        void handleSubmit((input) => mutation.mutate(input, { onSuccess: onCreated }))(e)
      }
    >
      {mutation.isError ? (
        <Notice tone="error">{createTeamErrorMessage(mutation.error)}</Notice>
      ) : null}
      <TextField
        label="Team Name"
        maxLength={TEAM_NAME_MAX_LENGTH}
        error={errors.name?.message}
        {...register("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Sport"
          options={SPORTS}
          emptyLabel="Choose a sport"
          error={errors.sport?.message}
          {...register("sport")}
        />
        <TextField
          label="Location"
          placeholder={CUSTOM_TEAM_TEXTS.locationPlaceholder}
          maxLength={TEAM_LOCATION_MAX_LENGTH}
          error={errors.location?.message}
          {...register("location")}
        />
        <SelectField
          label="Skill Level"
          options={SKILL_LEVELS}
          emptyLabel="Any level"
          // React selects the default option itself; a value written before the options exist is lost.
          defaultValue={CREATE_TEAM_DEFAULTS.skillLevel}
          {...register("skillLevel")}
        />
        <SelectField
          label="Age Range"
          options={AGE_GROUPS}
          emptyLabel="Any age"
          {...register("ageRange")}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="create-team-description" className="text-sm font-medium">
          Description
        </label>
        <textarea
          id="create-team-description"
          rows={4}
          maxLength={TEAM_DESCRIPTION_MAX_LENGTH}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? "create-team-description-error" : undefined}
          className={`rounded-md border border-gray-300 px-3 py-2 text-base dark:border-gray-600 dark:bg-gray-800 ${focusRing}`}
          {...register("description")}
        />
        {errors.description ? (
          <p id="create-team-description-error" className="text-sm text-red-700 dark:text-red-400">
            {errors.description.message}
          </p>
        ) : null}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Membership</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={focusRing} {...register("isPublic")} />
          Public team (anyone can find it in search)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className={focusRing} {...register("requiresAcceptance")} />
          New members need my approval
        </label>
      </fieldset>
      <Button type="submit" disabled={blocked} fullWidth>
        {mutation.isPending ? "Creating Team..." : "Create Team"}
      </Button>
    </form>
  );
}
