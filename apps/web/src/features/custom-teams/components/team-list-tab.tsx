import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { CustomTeam } from "@huddle/contracts/custom-teams";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { Notice } from "@/components/ui/notice";
import type { TeamActions } from "../hooks/use-team-actions";
import { CUSTOM_TEAM_TEXTS } from "../utils/custom-team-texts";
import { TeamGrid } from "./team-grid";

interface TeamListTabProps {
  title: string;
  emptyText: string;
  query: UseQueryResult<CustomTeam[]>;
  actions: TeamActions;
  /** Shown beside Refresh (My Teams links to the manage page). */
  extraAction?: ReactNode;
}

/** spec 001 §2 Followed / My Teams: 'Title (n)', a Refresh button, the cards or the empty text. */
export function TeamListTab({ title, emptyText, query, actions, extraAction }: TeamListTabProps) {
  const teams = query.data ?? [];
  return (
    <section aria-label={title} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">
          {title} ({teams.length})
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          {extraAction}
          <Button
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Refresh
          </Button>
        </div>
      </div>
      {query.isError ? <Notice tone="error">{CUSTOM_TEAM_TEXTS.loadFailed}</Notice> : null}
      {query.isPending ? <LoadingScreen inline /> : null}
      {query.isSuccess && teams.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">{emptyText}</p>
      ) : null}
      {teams.length > 0 ? <TeamGrid teams={teams} actions={actions} /> : null}
    </section>
  );
}
