import { useId } from "react";
import { focusRing } from "@/components/ui/styles";
import { useSetSlowMode } from "../api/set-slow-mode";

const CHOICES = [0, 5, 10, 15, 30, 60, 120] as const;

interface SlowModeControlProps {
  roomSlug: string;
  seconds: number;
}

/** Moderators and above set a room's slow mode (0–120 s). */
export function SlowModeControl({ roomSlug, seconds }: SlowModeControlProps) {
  const id = useId();
  const mutation = useSetSlowMode(roomSlug);
  const choices = CHOICES.includes(seconds as (typeof CHOICES)[number])
    ? CHOICES
    : [...CHOICES, seconds].sort((a, b) => a - b);
  return (
    <div className="flex items-center gap-2 text-xs">
      <label htmlFor={id} className="font-medium">
        Slow mode
      </label>
      <select
        id={id}
        value={seconds}
        disabled={mutation.isPending}
        onChange={(event) => mutation.mutate(Number(event.target.value))}
        className={`min-h-6 rounded border border-gray-300 bg-white px-1 py-0.5 dark:border-gray-600 dark:bg-gray-800 ${focusRing}`}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {value === 0 ? "Off" : `${value} s`}
          </option>
        ))}
      </select>
      {mutation.isError ? (
        <span role="alert" className="text-red-700 dark:text-red-400">
          {mutation.error.message}
        </span>
      ) : null}
    </div>
  );
}
