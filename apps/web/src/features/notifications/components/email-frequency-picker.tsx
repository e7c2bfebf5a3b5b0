import { useState } from "react";
import type { NotificationRule } from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import {
  EMAIL_FREQUENCIES,
  FREQUENCY_LABEL,
  scheduleOf,
  type EmailSchedule,
} from "../utils/email-frequency";
import { ScheduleDaysPicker } from "./schedule-days-picker";

interface EmailFrequencyPickerProps {
  rule: NotificationRule | undefined;
  disabled: boolean;
  saving: boolean;
  onSave: (schedule: EmailSchedule) => void;
}

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
        <ScheduleDaysPicker
          daysOfWeek={schedule.daysOfWeek}
          daysOfMonth={schedule.daysOfMonth}
          onDaysOfWeekChange={(daysOfWeek) => setSchedule({ ...schedule, daysOfWeek })}
          onDaysOfMonthChange={(daysOfMonth) => setSchedule({ ...schedule, daysOfMonth })}
          dayLabel="Day"
          disabled={disabled}
        />
      ) : null}
      <Button disabled={disabled || saving || customEmpty} onClick={() => onSave(schedule)}>
        Save Email Preferences
      </Button>
    </div>
  );
}
