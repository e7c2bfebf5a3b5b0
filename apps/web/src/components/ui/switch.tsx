import { focusRing } from "./styles";

interface SwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /**
   * A change is being saved: the switch ignores clicks but stays focusable (a disabled one would
   * drop the keyboard user's focus to the page).
   */
  busy?: boolean;
  description?: string;
  onChange: (checked: boolean) => void;
}

/** An on/off toggle (role=switch) with its visible label. */
export function Switch(props: SwitchProps) {
  const { label, checked, disabled = false, busy = false, description, onChange } = props;
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p className="text-sm font-medium">{label}</p>
        {description ? (
          <p className="text-xs text-gray-600 dark:text-gray-400">{description}</p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={label}
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onChange(!checked);
        }}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-busy:opacity-50 ${checked ? "bg-sky-700 dark:bg-sky-500" : "bg-gray-300 dark:bg-gray-600"} ${focusRing}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${checked ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </button>
    </div>
  );
}
