import { useState } from "react";
import type { NotificationRule } from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import {
  EMAIL_FREQUENCIES,
  FREQUENCY_LABEL,
  MONTH_DAYS,
  WEEKDAYS,
  scheduleOf,
  type EmailSchedule,
} from "../utils/email-frequency";

interface EmailFrequencyPickerProps {
  rule: NotificationRule | undefined;
  disabled: boolean;
  saving: boolean;
  onSave: (schedule: EmailSchedule) => void;
}

const toggle = (list: number[], value: number) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** spec 000 §4: email frequency daily, weekly, monthly or custom (weekdays and days 1-31). */
export function EmailFrequencyPicker({
  rule,
  disabled,
  saving,
  onSave,
}: EmailFrequencyPickerProps) {
  const [schedule, setSchedule] = useState<EmailSchedule>(() => scheduleOf(rule));
  const customEmpty =
    schedule.frequency === "custom" &&
    schedule.daysOfWeek.length === 0 &&
    schedule.daysOfMonth.length === 0;

  return (
    <div className="space-y-3">
      <fieldset disabled={disabled} className="space-y-2">
        <legend className="text-sm font-medium">Email frequency</legend>
        <div className="flex flex-wrap gap-3">
          {EMAIL_FREQUENCIES.map((frequency) => (
            <label key={frequency} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="email-frequency"
                value={frequency}
                checked={schedule.frequency === frequency}
                onChange={() => setSchedule({ ...schedule, frequency })}
                className={focusRing}
              />
              {FREQUENCY_LABEL[frequency]}
            </label>
          ))}
        </div>
      </fieldset>
      {schedule.frequency === "custom" ? (
        <div className="space-y-3">
          <fieldset disabled={disabled} className="space-y-1">
            <legend className="text-sm font-medium">Weekdays</legend>
            <div className="flex flex-wrap gap-2">
              {WEEKDAYS.map((day, index) => (
                <label key={day} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    checked={schedule.daysOfWeek.includes(index)}
                    onChange={() =>
                      setSchedule({ ...schedule, daysOfWeek: toggle(schedule.daysOfWeek, index) })
                    }
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
                    aria-label={`Day ${day}`}
                    checked={schedule.daysOfMonth.includes(day)}
                    onChange={() =>
                      setSchedule({ ...schedule, daysOfMonth: toggle(schedule.daysOfMonth, day) })
                    }
                  />
                  <span aria-hidden="true">{day}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}
      <Button disabled={disabled || saving || customEmpty} onClick={() => onSave(schedule)}>
        Save Email Preferences
      </Button>
    </div>
  );
}
