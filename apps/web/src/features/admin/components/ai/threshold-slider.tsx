import { useId } from "react";
import { focusRing } from "@/components/ui/styles";

interface ThresholdSliderProps {
  label: string;
  value: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** spec 001 §5: thresholds from 0.1 to 1.0 in steps of 0.1; arrows move one step. */
export function ThresholdSlider({
  label,
  value,
  disabled = false,
  onChange,
}: ThresholdSliderProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="w-40 shrink-0 text-sm">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0.1}
        max={1}
        step={0.1}
        value={value}
        disabled={disabled}
        aria-valuetext={value.toFixed(1)}
        // Rounded to the 0.1 grid: the server refuses thresholds between its steps.
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
        className={`min-w-0 flex-1 ${focusRing}`}
      />
      <output htmlFor={id} className="w-8 text-right text-sm tabular-nums">
        {value.toFixed(1)}
      </output>
    </div>
  );
}
