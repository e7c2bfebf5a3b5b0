import { useState, type FormEvent } from "react";
import { AGE_GROUPS, SKILL_LEVELS, SPORTS } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useCustomTeamSearch } from "../api/search-custom-teams";
import type { TeamActions } from "../hooks/use-team-actions";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import type { TeamSearchParams } from "../utils/search-params";
import { TeamGrid } from "./team-grid";

const EMPTY: TeamSearchParams = {
  query: "",
  location: "",
  sport: "",
  ageRange: "",
  skillLevel: "",
};

/** spec 001 §2 Browse: the filters apply when Search is pressed. */
export function BrowseTab({ actions }: { actions: TeamActions }) {
  const [draft, setDraft] = useState<TeamSearchParams>(EMPTY);
  const [applied, setApplied] = useState<TeamSearchParams>(EMPTY);
  const search = useCustomTeamSearch(applied);
  const set = (key: keyof TeamSearchParams) => (value: string) =>
    setDraft((current) => ({ ...current, [key]: value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setApplied(draft);
  }

  const teams = search.isError ? [] : (search.data?.teams ?? []);
  return (
    <div className="space-y-4">
      <form
        role="search"
        aria-label="Browse teams"
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <TextField
          label="Search teams"
          type="search"
          value={draft.query}
          onChange={(e) => set("query")(e.target.value)}
        />
        <TextField
          label="Location"
          placeholder={CUSTOM_TEAM_TEXTS.locationPlaceholder}
          value={draft.location}
          onChange={(e) => set("location")(e.target.value)}
        />
        <SelectField
          label="Sport"
          options={SPORTS}
          emptyLabel="All sports"
          value={draft.sport}
          onChange={(e) => set("sport")(e.target.value)}
        />
        <SelectField
          label="Age Range"
          options={AGE_GROUPS}
          emptyLabel="Any age"
          value={draft.ageRange}
          onChange={(e) => set("ageRange")(e.target.value)}
        />
        <SelectField
          label="Skill Level"
          options={SKILL_LEVELS}
          emptyLabel="Any level"
          value={draft.skillLevel}
          onChange={(e) => set("skillLevel")(e.target.value)}
        />
        <div className="flex items-end">
          <Button type="submit" fullWidth>
            Search
          </Button>
        </div>
      </form>
      {search.isError ? <Notice tone="error">{CUSTOM_TEAM_TEXTS.searchFailed}</Notice> : null}
      {search.isPending ? (
        <LoadingScreen inline />
      ) : (
        <section aria-label="Results" aria-busy={search.isFetching} className="space-y-4">
          <h2 className="text-xl font-semibold">
            Teams Found ({search.data && !search.isError ? search.data.total : 0})
          </h2>
          {teams.length === 0 && !search.isError ? (
            <div>
              <p className="font-medium">{CUSTOM_TEAM_TEXTS.browseEmptyTitle}</p>
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {CUSTOM_TEAM_TEXTS.browseEmptyHint}
              </p>
            </div>
          ) : (
            <TeamGrid teams={teams} actions={actions} />
          )}
        </section>
      )}
    </div>
  );
}
