import type { ComponentPropsWithRef } from "react";
import { focusRing } from "./styles";

type Variant = "primary" | "secondary" | "danger" | "ghost";

// Disabled buttons keep readable colours (no opacity): a scan or a glance mid-update never
// meets white on a washed-out blue.
const variants: Record<Variant, string> = {
  primary:
    "bg-sky-700 text-white hover:bg-sky-800 dark:bg-sky-700 dark:hover:bg-sky-800 disabled:bg-gray-300 disabled:text-gray-800 dark:disabled:bg-gray-600 dark:disabled:text-gray-100",
  secondary:
    "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700 disabled:text-gray-600 dark:disabled:text-gray-400",
  danger:
    "bg-red-700 text-white hover:bg-red-800 disabled:bg-gray-300 disabled:text-gray-800 dark:disabled:bg-gray-600 dark:disabled:text-gray-100",
  ghost:
    "text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 disabled:text-gray-600 dark:disabled:text-gray-400",
};

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: Variant;
  fullWidth?: boolean;
  /**
   * Its action is running: clicks do nothing, but unlike `disabled` the button keeps keyboard
   * focus (a disabled button drops it to the page's start, WCAG 2.4.3).
   */
  busy?: boolean;
}

export function Button({
  variant = "primary",
  fullWidth = false,
  className = "",
  type = "button",
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed aria-busy:cursor-wait ${variants[variant]} ${fullWidth ? "w-full" : ""} ${focusRing} ${className}`}
      {...props}
    />
  );
}
