import { SectionCard } from "@/components/ui/section-card";
import { ErrorBox } from "@/components/ui/error-box";
import { FollowedTeamsList } from "@/features/following/components/followed-teams-list";
import { LeagueFollowList } from "@/features/following/components/league-follow-list";
import { TeamSearch } from "@/features/following/components/team-search";
import { PeopleSection } from "@/features/profile/components/people-section";
import { useLeaguesConferences } from "@/features/sports/api/get-leagues-conferences";

export const LEAGUES_LOAD_FAILED = "Failed to load leagues and conferences.";

/**
 * The Following tab (spec 000 §2, §4): leagues and conferences (sports data, following toggles),
 * teams (search and the followed list) and people (profile's social graph).
 */
export function FollowingPanel() {
  const leagues = useLeaguesConferences();
  return (
    <div className="space-y-4">
      <SectionCard title="Leagues & Conferences">
        {leagues.isPending ? (
          <p role="status">Loading...</p>
        ) : leagues.isError ? (
          <ErrorBox message={LEAGUES_LOAD_FAILED} onRetry={() => void leagues.refetch()} />
        ) : (
          <LeagueFollowList leagues={leagues.data} />
        )}
      </SectionCard>
      <SectionCard title="Teams">
        <TeamSearch />
        <h3 className="pt-2 text-sm font-semibold">Teams You Follow</h3>
        <FollowedTeamsList />
      </SectionCard>
      <PeopleSection />
    </div>
  );
}
