import { useController, type Control } from "react-hook-form";
import type { RuleFormInput } from "../utils/rule-form";
import { ScheduleDaysPicker } from "./schedule-days-picker";

/** The rule form's custom schedule: weekdays and/or days of the month, with its error. */
export function CustomDaysField({
  control,
  error,
}: {
  control: Control<RuleFormInput>;
  error: string | undefined;
}) {
  const weekdays = useController({ control, name: "scheduleData.days_of_week" });
  const monthDays = useController({ control, name: "scheduleData.days_of_month" });
  return (
    <div className="space-y-2">
      <ScheduleDaysPicker
        daysOfWeek={weekdays.field.value ?? []}
        daysOfMonth={monthDays.field.value ?? []}
        onDaysOfWeekChange={weekdays.field.onChange}
        onDaysOfMonthChange={monthDays.field.onChange}
        dayLabel="Rule day"
      />
      {error ? <p className="text-sm text-red-700 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
