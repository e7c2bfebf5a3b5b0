/** The visible keyboard focus ring every control uses. */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-gray-900";

export const linkClass = `font-medium text-sky-700 underline-offset-2 hover:underline dark:text-sky-300 rounded ${focusRing}`;
