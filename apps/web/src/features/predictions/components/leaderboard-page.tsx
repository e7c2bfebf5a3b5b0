import { useSearchParams } from "react-router";
import { LEADERBOARD_SCOPES, type LeaderboardScope } from "@huddle/contracts/predictions";
import { LEAGUES, isLeagueId, leagueName, type LeagueId } from "@huddle/contracts/sports-leagues";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { UrlTabs } from "@/components/ui/url-tabs";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLeaderboard } from "../api/get-leaderboard";
import { PREDICTIONS_TEXTS } from "../utils/predictions-texts";
import { LeaderboardTable } from "./leaderboard-table";

const TABS = LEAGUES.map((league) => ({ id: league.id as LeagueId, label: league.name }));

function scopeOf(value: string | null): LeaderboardScope {
  return LEADERBOARD_SCOPES.find((scope) => scope === value) ?? "everyone";
}

/** /leaderboard: this season's predictions standings per league (?tab=), everyone or followed (?view=). */
export function LeaderboardPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") ?? "";
  const league: LeagueId = isLeagueId(tab) ? tab : "nfl";
  const scope = scopeOf(params.get("view"));
  useDocumentTitle(PREDICTIONS_TEXTS.leaderboardTitle);

  function show(next: LeaderboardScope) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("view", next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{PREDICTIONS_TEXTS.leaderboardTitle}</h1>
      <div role="group" aria-label="Whose picks" className="flex gap-2">
        {LEADERBOARD_SCOPES.map((option) => (
          <Button
            key={option}
            variant={option === scope ? "primary" : "secondary"}
            aria-pressed={option === scope}
            onClick={() => show(option)}
          >
            {PREDICTIONS_TEXTS[option]}
          </Button>
        ))}
      </div>
      <UrlTabs
        label="Leagues"
        tabs={TABS}
        active={league}
        panel={<LeaguePanel key={`${league}-${scope}`} league={league} scope={scope} />}
      />
    </div>
  );
}

function LeaguePanel({ league, scope }: { league: LeagueId; scope: LeaderboardScope }) {
  const query = useLeaderboard(league, scope);
  const name = leagueName(league);
  if (query.isPending) {
    return (
      <p role="status" className="p-2 text-sm text-gray-600 dark:text-gray-400">
        {PREDICTIONS_TEXTS.leaderboardLoading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <ErrorBox
        message={PREDICTIONS_TEXTS.leaderboardFailed}
        details={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const board = query.data;
  if (!board.entries.length) {
    return (
      <p className="p-2 text-sm text-gray-600 dark:text-gray-400">
        {scope === "following"
          ? `Nobody you follow has a settled ${name} pick in the ${board.season} season yet.`
          : `No settled ${name} picks in the ${board.season} season yet. Make a pick in a game room!`}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800">
      <p className="mb-2 text-sm text-gray-600 dark:text-gray-400">
        {name} · {board.season} season
      </p>
      <LeaderboardTable
        leaderboard={board}
        caption={`${name} ${board.season} leaderboard, ${PREDICTIONS_TEXTS[scope].toLowerCase()}`}
      />
    </div>
  );
}
