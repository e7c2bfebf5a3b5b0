/** The visible keyboard focus ring every control uses: ≥ 3:1 against its white or gray-900 offset. */
export const focusRing =
  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-700 dark:focus-visible:ring-sky-400 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-gray-900";

export const linkClass = `font-medium text-sky-700 underline-offset-2 hover:underline dark:text-sky-300 rounded ${focusRing}`;

/** A link that looks like a secondary button, where the action is a navigation (e.g. 'Open room'). */
export const buttonLinkClass = `inline-flex items-center justify-center rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50 dark:border-gray-600 dark:hover:bg-gray-700 ${focusRing}`;
