import { Controller, type Control } from "react-hook-form";
import { MONTH_DAYS, WEEKDAYS } from "../utils/email-frequency";
import type { RuleFormInput } from "../utils/rule-form";

const toggle = (list: readonly number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** spec 000 §9: a custom schedule picks weekdays and/or days 1 to 31 of the month. */
export function CustomDaysField({
  control,
  error,
}: {
  control: Control<RuleFormInput>;
  error: string | undefined;
}) {
  return (
    <div className="space-y-2">
      <Controller
        control={control}
        name="scheduleData.days_of_week"
        render={({ field }) => (
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Weekdays</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day, index) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={(field.value ?? []).includes(index)}
                    onChange={() => field.onChange(toggle(field.value ?? [], index))}
                  />
                  {day}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="scheduleData.days_of_month"
        render={({ field }) => (
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium">Days of the month</legend>
            <div className="grid grid-cols-7 gap-1 sm:grid-cols-11">
              {MONTH_DAYS.map((day) => (
                <label key={day} className="flex items-center gap-1 text-xs">
                  <input
                    type="checkbox"
                    aria-label={`Rule day ${day}`}
                    checked={(field.value ?? []).includes(day)}
                    onChange={() => field.onChange(toggle(field.value ?? [], day))}
                  />
                  <span aria-hidden="true">{day}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
