import { useState } from "react";
import { SEARCH_QUERY_MAX_LENGTH } from "@huddle/contracts/profile";
import { ErrorBox } from "@/components/ui/error-box";
import { SectionCard } from "@/components/ui/section-card";
import { TextField } from "@/components/ui/text-field";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useFollowUser } from "../api/follow-user";
import { useBlockedUsers } from "@/entities/viewer/api/get-blocked-users";
import { useFollowedUsers } from "@/entities/viewer/api/get-followed-users";
import { useUserSearch } from "../api/search-users";
import { useUnblockUser } from "../api/unblock-user";
import { useUnfollowUser } from "../api/unfollow-user";
import { PROFILE_TEXTS } from "../utils/profile-texts";
import { SEARCH_DEBOUNCE_MS } from "../utils/search";
import { UserList } from "./user-list";

/**
 * Following tab, people half (spec 000 §4, §5 Search): who I follow, a user search that leaves out
 * followed and blocked users, and my blocked users with Unblock.
 */
export function PeopleSection() {
  const followed = useFollowedUsers();
  const blocked = useBlockedUsers();
  const follow = useFollowUser();
  const unfollow = useUnfollowUser();
  const unblock = useUnblockUser();
  const { notice, show } = useTimedNotice(3_000);
  const [text, setText] = useState("");
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(query);
  const excluded = new Set([
    ...(followed.data ?? []).map((u) => u.id),
    ...(blocked.data ?? []).map((u) => u.id),
  ]);
  const results =
    query.trim() && text.trim() ? (search.data ?? []).filter((u) => !excluded.has(u.id)) : [];

  function run(action: typeof follow, id: string, failure: string) {
    if (!id) {
      show("error", PROFILE_TEXTS.userIdMissing);
      return;
    }
    action.mutate(id, { onError: () => show("error", failure) });
  }

  return (
    <div className="space-y-4">
      <TimedNoticeView notice={notice} />
      <SectionCard title="People You Follow">
        {followed.isPending ? (
          <p role="status">Loading...</p>
        ) : followed.isError ? (
          <ErrorBox
            message={PROFILE_TEXTS.followedUsersFailed}
            onRetry={() => void followed.refetch()}
          />
        ) : followed.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">
            You are not following anyone yet.
          </p>
        ) : (
          <UserList
            label="People you follow"
            users={followed.data}
            action="Unfollow"
            variant="secondary"
            busy={unfollow.isPending}
            onAction={(id) => run(unfollow, id, PROFILE_TEXTS.unfollowUserFailed)}
          />
        )}
      </SectionCard>
      <SectionCard title="Find People">
        <TextField
          label="Search users"
          type="search"
          value={text}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
        />
        {results.length > 0 ? (
          <UserList
            label="User results"
            users={results}
            action="Follow"
            busy={follow.isPending}
            onAction={(id) => run(follow, id, PROFILE_TEXTS.followUserFailed)}
          />
        ) : query.trim() && search.isSuccess && !search.isPlaceholderData ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">No users found.</p>
        ) : null}
      </SectionCard>
      <SectionCard title="Blocked Users">
        {blocked.isPending ? (
          <p role="status">Loading...</p>
        ) : blocked.isError ? (
          <ErrorBox
            message={PROFILE_TEXTS.blockedUsersFailed}
            onRetry={() => void blocked.refetch()}
          />
        ) : blocked.data.length === 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">You have not blocked anyone.</p>
        ) : (
          <UserList
            label="Blocked users"
            users={blocked.data}
            action="Unblock"
            variant="secondary"
            busy={unblock.isPending}
            onAction={(id) => run(unblock, id, PROFILE_TEXTS.unblockUserFailed)}
          />
        )}
      </SectionCard>
    </div>
  );
}
