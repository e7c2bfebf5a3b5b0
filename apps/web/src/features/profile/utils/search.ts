/** spec 000 §5 Search, §9: team and user search wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
