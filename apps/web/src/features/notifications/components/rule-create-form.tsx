import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import {
  RULE_DESCRIPTION_MAX_LENGTH,
  RULE_NAME_MAX_LENGTH,
  type CreateNotificationRuleRequest,
  type RuleType,
} from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { TextField } from "@/components/ui/text-field";
import { EMAIL_FREQUENCIES, FREQUENCY_LABEL, WEEKDAYS } from "../utils/email-frequency";
import {
  ADVANCE_NOTICE_CHOICES,
  ruleFormDefaults,
  ruleFormFromSample,
  ruleFormSchema,
  ruleRequestOf,
  type RuleFormInput,
  type RuleFormOutput,
} from "../utils/rule-form";
import { CustomDaysField } from "./custom-days-field";
import { MessageAuthorsField } from "./message-authors-field";
import { RuleSamples } from "./rule-samples";

interface RuleCreateFormProps {
  saving: boolean;
  /** Resolves true when the rule was created (the form then resets). */
  onCreate: (body: CreateNotificationRuleRequest) => Promise<boolean>;
}

const selectClass = `rounded-md border border-gray-300 px-2 py-1 text-sm dark:border-gray-600 dark:bg-gray-800 ${focusRing}`;
const toggle = (list: readonly number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** spec 000 §3 Notification rule: create an email digest or push rule with the §9 defaults. */
export function RuleCreateForm({ saving, onCreate }: RuleCreateFormProps) {
  const { register, handleSubmit, control, reset, getValues, formState } = useForm<
    RuleFormInput,
    unknown,
    RuleFormOutput
  >({ resolver: zodResolver(ruleFormSchema), defaultValues: ruleFormDefaults("email_digest") });
  const ruleType = useWatch({ control, name: "ruleType" });
  const scheduleType = useWatch({ control, name: "scheduleType" });
  const includeMessages = useWatch({ control, name: "contentFilters.include_messages" });
  const errors = formState.errors;

  function changeType(next: RuleType) {
    reset(ruleFormDefaults(next, getValues()));
  }

  async function submit(values: RuleFormOutput) {
    if (await onCreate(ruleRequestOf(values))) reset(ruleFormDefaults(values.ruleType));
  }

  return (
    <form
      aria-label="New notification rule"
      noValidate
      className="space-y-3 border-t border-gray-200 pt-3 dark:border-gray-700"
      onSubmit={(e) => void handleSubmit(submit)(e)}
    >
      <h3 className="text-sm font-semibold">New rule</h3>
      <RuleSamples onPick={(id) => reset(ruleFormFromSample(id))} />
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          label="Rule name"
          maxLength={RULE_NAME_MAX_LENGTH}
          error={errors.ruleName?.message}
          {...register("ruleName")}
        />
        <TextField
          label="Description"
          maxLength={RULE_DESCRIPTION_MAX_LENGTH}
          error={errors.description?.message}
          {...register("description")}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Rule type
          <select
            className={selectClass}
            value={ruleType}
            onChange={(e) => changeType(e.target.value as RuleType)}
          >
            <option value="email_digest">Email digest</option>
            <option value="push_notification">Push notification</option>
          </select>
        </label>
        {ruleType === "email_digest" ? (
          <>
            <label className="flex flex-col gap-1 text-sm font-medium">
              Schedule
              <Controller
                control={control}
                name="scheduleType"
                render={({ field }) => (
                  <select
                    className={selectClass}
                    value={field.value ?? "weekly"}
                    onChange={(e) => field.onChange(e.target.value)}
                  >
                    {EMAIL_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {FREQUENCY_LABEL[f]}
                      </option>
                    ))}
                  </select>
                )}
              />
            </label>
            <TextField
              label="Time"
              type="time"
              error={errors.scheduleData?.time?.message}
              {...register("scheduleData.time")}
            />
            <TextField
              label="Timezone"
              error={errors.scheduleData?.timezone?.message}
              {...register("scheduleData.timezone")}
            />
            {scheduleType === "weekly" ? (
              <label className="flex flex-col gap-1 text-sm font-medium">
                Day of week
                <Controller
                  control={control}
                  name="scheduleData.day_of_week"
                  render={({ field }) => (
                    <select
                      className={selectClass}
                      value={field.value ?? 1}
                      onChange={(e) => field.onChange(Number(e.target.value))}
                    >
                      {WEEKDAYS.map((day, index) => (
                        <option key={day} value={index}>
                          {day}
                        </option>
                      ))}
                    </select>
                  )}
                />
              </label>
            ) : null}
            {scheduleType === "monthly" ? (
              <TextField
                label="Day of month"
                type="number"
                min={1}
                max={31}
                error={errors.scheduleData?.day_of_month?.message}
                {...register("scheduleData.day_of_month", { valueAsNumber: true })}
              />
            ) : null}
          </>
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">Realtime · UTC · priority 3</p>
        )}
      </div>
      {ruleType === "email_digest" && scheduleType === "custom" ? (
        <CustomDaysField control={control} error={errors.scheduleData?.days_of_week?.message} />
      ) : null}
      <fieldset className="flex flex-wrap gap-3">
        <legend className="text-sm font-medium">Content</legend>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...register("contentFilters.include_team_scores")} />
          Team scores
        </label>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...register("contentFilters.include_messages")} />
          Messages
        </label>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...register("contentFilters.team_filters.followed_teams_only")} />
          Followed teams only
        </label>
        <label className="flex items-center gap-1 text-sm">
          <input type="checkbox" {...register("contentFilters.team_filters.custom_teams_only")} />
          Custom teams only
        </label>
      </fieldset>
      {includeMessages ? <MessageAuthorsField control={control} /> : null}
      {ruleType === "push_notification" ? (
        <Controller
          control={control}
          name="deliverySettings.advance_notice_minutes"
          render={({ field }) => (
            <fieldset className="flex flex-wrap gap-3">
              <legend className="text-sm font-medium">Game alert (minutes before)</legend>
              {ADVANCE_NOTICE_CHOICES.map((m) => (
                <label key={m} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={(field.value ?? []).includes(m)}
                    onChange={() => field.onChange(toggle(field.value ?? [], m))}
                  />
                  {m} min
                </label>
              ))}
            </fieldset>
          )}
        />
      ) : null}
      <Button type="submit" disabled={saving}>
        Add rule
      </Button>
    </form>
  );
}
