import { useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import { linkClass } from "@/components/ui/styles";
import { useCustomTeamSearch } from "../api/search-custom-teams";
import { useTeamActions } from "../hooks/use-team-actions";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import {
  EMPTY_FILTERS,
  SEARCH_DEBOUNCE_MS,
  isDebouncedChange,
  type SearchFilters,
} from "../utils/search-filters";
import { ActionToast } from "./action-toast";
import { Pagination } from "./pagination";
import { SearchFiltersForm } from "./search-filters";
import { TeamCard } from "./team-card";
import { useDocumentTitle } from "@/lib/use-document-title";

/** /custom/search (spec 001 §2 Search page): filters, results with View Details, pages. */
export function TeamSearchPage() {
  useDocumentTitle("Search Teams");
  const [filters, setFilters] = useState<SearchFilters>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<SearchFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const search = useCustomTeamSearch({ ...applied, page });
  const actions = useTeamActions();

  // Text, sport and location wait for a 500 ms pause; the change handler applies the rest.
  useEffect(() => {
    if (!isDebouncedChange(applied, filters)) return;
    const timer = setTimeout(() => {
      setApplied(filters);
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filters, applied]);

  function change(next: SearchFilters) {
    setFilters(next);
    if (!isDebouncedChange(filters, next)) {
      setApplied(next);
      setPage(1);
    }
  }

  // spec 001 §8 Search: a failure shows the message and clears the results.
  const data = search.isError ? undefined : search.data;
  return (
    <>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold sm:text-3xl">Search Teams</h1>
        <SearchFiltersForm
          filters={filters}
          onChange={change}
          onSearch={() => {
            setApplied(filters);
            setPage(1);
          }}
          onClear={() => {
            setFilters(EMPTY_FILTERS);
            setApplied(EMPTY_FILTERS);
            setPage(1);
          }}
        />
        {search.isError ? <Notice tone="error">{CUSTOM_TEAM_TEXTS.searchFailed}</Notice> : null}
        {search.isPending ? <LoadingScreen inline /> : null}
        {data ? (
          <section aria-label="Search results" aria-busy={search.isFetching} className="space-y-4">
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {data.total} {data.total === 1 ? "team" : "teams"}
            </p>
            {data.teams.length === 0 ? (
              <div>
                <p className="font-medium">{CUSTOM_TEAM_TEXTS.searchEmpty}</p>
                <Link to="/custom/create-team" className={linkClass}>
                  Create a Team
                </Link>
              </div>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.teams.map((team) => (
                  <li key={team.id} className="space-y-2">
                    <TeamCard team={team} actions={actions} />
                    <Link
                      to={`/custom-team/${team.id}`}
                      className={linkClass}
                      aria-label={`View Details of ${team.name}`}
                    >
                      View Details
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <Pagination page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </section>
        ) : null}
      </div>
      {/* Fixed to the viewport; outside the spaced column so its empty region adds no gap. */}
      <ActionToast notice={actions.notice} onDismiss={actions.dismissNotice} />
    </>
  );
}
