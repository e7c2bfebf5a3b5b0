import type { FormEvent } from "react";
import { AGE_GROUPS, SKILL_LEVELS, SPORTS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import { MEMBERSHIP_OPTIONS, SORT_OPTIONS, type SearchFilters } from "../utils/search-filters";

interface SearchFiltersFormProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
  onSearch: () => void;
  onClear: () => void;
}

function OptionSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="text-sm font-medium" htmlFor={`search-${props.label}`}>
        {props.label}
      </label>
      <select
        id={`search-${props.label}`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="rounded-md border border-gray-300 bg-white px-3 py-2 text-base dark:border-gray-600 dark:bg-gray-800"
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** spec 001 §2 Search page filters: text, sport, location, sort, age, skill and membership. */
export function SearchFiltersForm({
  filters,
  onChange,
  onSearch,
  onClear,
}: SearchFiltersFormProps) {
  const set = (key: keyof SearchFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <form
      role="search"
      aria-label="Search teams"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <TextField
        label="Search"
        type="search"
        value={filters.query}
        onChange={(e) => set("query")(e.target.value)}
      />
      <SelectField
        label="Sport"
        options={SPORTS}
        emptyLabel="All sports"
        value={filters.sport}
        onChange={(e) => set("sport")(e.target.value)}
      />
      <TextField
        label="Location"
        placeholder={CUSTOM_TEAM_TEXTS.locationPlaceholder}
        value={filters.location}
        onChange={(e) => set("location")(e.target.value)}
      />
      <OptionSelect
        label="Sort by"
        value={filters.sortBy}
        options={SORT_OPTIONS}
        onChange={set("sortBy")}
      />
      <SelectField
        label="Age Range"
        options={AGE_GROUPS}
        emptyLabel="Any age"
        value={filters.ageRange}
        onChange={(e) => set("ageRange")(e.target.value)}
      />
      <SelectField
        label="Skill Level"
        options={SKILL_LEVELS}
        emptyLabel="Any level"
        value={filters.skillLevel}
        onChange={(e) => set("skillLevel")(e.target.value)}
      />
      <OptionSelect
        label="Membership"
        value={filters.requiresAcceptance}
        options={MEMBERSHIP_OPTIONS}
        onChange={set("requiresAcceptance")}
      />
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1">
          Search
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onClear}>
          Clear All Filters
        </Button>
      </div>
    </form>
  );
}
