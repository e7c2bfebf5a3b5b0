import { MONTH_DAYS, WEEKDAYS } from "../utils/email-frequency";

const toggle = (list: readonly number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

interface ScheduleDaysPickerProps {
  daysOfWeek: readonly number[];
  daysOfMonth: readonly number[];
  onDaysOfWeekChange: (days: number[]) => void;
  onDaysOfMonthChange: (days: number[]) => void;
  /** Prefix of each day-of-month checkbox's accessible name ("Day 5", "Rule day 5"). */
  dayLabel: string;
  disabled?: boolean;
}

/** spec 000 §9: a custom schedule picks weekdays (0 = Sunday) and/or days 1 to 31. */
export function ScheduleDaysPicker(props: ScheduleDaysPickerProps) {
  const { daysOfWeek, daysOfMonth, dayLabel, disabled } = props;
  return (
    <div className="space-y-3">
      <fieldset disabled={disabled} className="space-y-1">
        <legend className="text-sm font-medium">Weekdays</legend>
        <div className="flex flex-wrap gap-2">
          {WEEKDAYS.map((day, index) => (
            <label key={day} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={daysOfWeek.includes(index)}
                onChange={() => props.onDaysOfWeekChange(toggle(daysOfWeek, index))}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset disabled={disabled} className="space-y-1">
        <legend className="text-sm font-medium">Days of the month</legend>
        <div className="grid grid-cols-7 gap-1 sm:grid-cols-11">
          {MONTH_DAYS.map((day) => (
            <label key={day} className="flex items-center gap-1 text-xs">
              <input
                type="checkbox"
                aria-label={`${dayLabel} ${day}`}
                checked={daysOfMonth.includes(day)}
                onChange={() => props.onDaysOfMonthChange(toggle(daysOfMonth, day))}
              />
              <span aria-hidden="true">{day}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
