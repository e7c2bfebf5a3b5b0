import { forwardRef, useId, type SelectHTMLAttributes } from "react";
import { focusRing } from "./styles";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
  /** The first, empty option's text ("Any sport"); omitted when a value is required. */
  emptyLabel?: string;
  /** What people read for a value ("Team Owner" for team_owner); the value itself by default. */
  optionLabel?: (option: string) => string;
  error?: string;
}

/** A labelled native select (keyboard and screen readers get the platform's own control). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  {
    label,
    options,
    emptyLabel,
    optionLabel = (option) => option,
    error,
    id,
    className = "",
    ...props
  },
  ref,
) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`rounded-md border bg-white px-3 py-2 text-base text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${error ? "border-red-600" : "border-gray-300 dark:border-gray-600"} ${focusRing}`}
        {...props}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});
