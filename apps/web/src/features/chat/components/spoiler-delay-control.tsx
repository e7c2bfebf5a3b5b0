import { useId } from "react";
import { focusRing } from "@/components/ui/styles";
import { useSpoilerDelay } from "@/lib/spoiler-delay/spoiler-delay-context";

const CHOICES = [0, 15, 30, 60, 90, 120] as const;

const choiceLabel = (seconds: number) => (seconds === 0 ? "Off" : `${seconds} s`);

/**
 * Issue 15 §4: the room header's "Spoiler delay" for fans on a delayed stream (game and sideline
 * rooms). While on, a small "Delayed 30 s" indicator says why the chat runs behind.
 */
export function SpoilerDelayControl() {
  const id = useId();
  const { seconds, setSeconds } = useSpoilerDelay();
  // A delay stored by hand outside the choices still shows as the current value.
  const choices = CHOICES.some((c) => c === seconds) ? CHOICES : [...CHOICES, seconds];
  return (
    <div className="flex items-center gap-2 text-sm">
      {/* A phone's header line has room for "Delay" only; the select keeps the full name. */}
      <label htmlFor={id} aria-hidden="true" className="text-gray-700 dark:text-gray-300">
        <span className="sm:hidden">Delay</span>
        <span className="hidden sm:inline">Spoiler delay</span>
      </label>
      <select
        id={id}
        aria-label="Spoiler delay"
        value={seconds}
        onChange={(event) => setSeconds(Number(event.target.value))}
        className={`rounded-md border border-gray-300 bg-white px-2 py-0.5 text-sm sm:py-1 dark:border-gray-600 dark:bg-gray-800 ${focusRing}`}
      >
        {choices.map((value) => (
          <option key={value} value={value}>
            {choiceLabel(value)}
          </option>
        ))}
      </select>
      {/* Present while off too, so turning the delay on is announced. */}
      <span role="status">
        {seconds > 0 ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            Delayed {seconds} s
          </span>
        ) : null}
      </span>
    </div>
  );
}
