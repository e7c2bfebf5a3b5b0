/** The search page's filters, every one a string ('' means "any"). */
export interface SearchFilters {
  query: string;
  sport: string;
  location: string;
  sortBy: string;
  ageRange: string;
  skillLevel: string;
  requiresAcceptance: string;
}

export const EMPTY_FILTERS: SearchFilters = {
  query: "",
  sport: "",
  location: "",
  sortBy: "newest",
  ageRange: "",
  skillLevel: "",
  requiresAcceptance: "",
};

/** spec 001 §9: debounce 500 ms when query, sport or location is set. */
export const SEARCH_DEBOUNCE_MS = 500;

export const SORT_OPTIONS = [
  { value: "newest", label: "Newest" },
  { value: "oldest", label: "Oldest" },
  { value: "name", label: "Name" },
  { value: "members", label: "Most members" },
  { value: "followers", label: "Most followers" },
] as const;

export const MEMBERSHIP_OPTIONS = [
  { value: "", label: "Any" },
  { value: "false", label: "Open to join" },
  { value: "true", label: "Approval required" },
] as const;

/** Typing in these waits for a pause; the other filters apply at once. */
export const isDebouncedChange = (before: SearchFilters, after: SearchFilters) =>
  before.query !== after.query ||
  before.sport !== after.sport ||
  before.location !== after.location;
