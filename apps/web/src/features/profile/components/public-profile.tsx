import type { ReactNode } from "react";
import type { PublicProfile as PublicProfileData } from "@huddle/contracts/profile";
import { Button } from "@/components/ui/button";
import { ErrorBox } from "@/components/ui/error-box";
import { Notice } from "@/components/ui/notice";
import { TimedNoticeView } from "@/components/ui/timed-notice-view";
import { HttpError } from "@/lib/http/http-error";
import { useTimedNotice } from "@/lib/use-timed-notice";
import { useBlockUser } from "../api/block-user";
import { useFollowUser } from "../api/follow-user";
import { usePublicProfile } from "../api/get-public-profile";
import { useUnblockUser } from "../api/unblock-user";
import { useUnfollowUser } from "../api/unfollow-user";
import { PROFILE_TEXTS } from "../utils/profile-texts";
import { useDocumentTitle } from "@/lib/use-document-title";

function formatDate(iso: string | null): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "Never"
    : date.toLocaleDateString([], { year: "numeric", month: "long", day: "numeric" });
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

interface PublicProfileViewProps {
  profile: PublicProfileData;
  /** Asks before blocking; window.confirm unless a test gives another. */
  confirm?: (text: string) => boolean;
  /** More about the fan from other features (their predictions), hidden with the activity. */
  extra?: ReactNode;
}

/** spec 000 §2 Profile (public): names, counts, about, activity, follow and block. */
export function PublicProfileView({
  profile,
  confirm = (text) => window.confirm(text),
  extra,
}: PublicProfileViewProps) {
  const follow = useFollowUser();
  const unfollow = useUnfollowUser();
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const { notice, show } = useTimedNotice(3_000);
  const busy = follow.isPending || unfollow.isPending || block.isPending || unblock.isPending;
  const name = profile.displayName || profile.username;

  function withId(action: (id: string) => void) {
    if (!profile.id) {
      show("error", PROFILE_TEXTS.userIdMissing);
      return;
    }
    action(profile.id);
  }

  // spec 000 §8: the public profile's buttons report 'Failed to update following/block status.'
  const followFailed = { onError: () => show("error", PROFILE_TEXTS.followingStatusFailed) };
  const blockFailed = { onError: () => show("error", PROFILE_TEXTS.blockStatusFailed) };

  const toggleFollow = () =>
    withId((id) =>
      profile.isFollowing ? unfollow.mutate(id, followFailed) : follow.mutate(id, followFailed),
    );

  const toggleBlock = () =>
    withId((id) => {
      if (profile.isBlocked) {
        unblock.mutate(id, blockFailed);
        return;
      }
      if (!confirm(PROFILE_TEXTS.blockConfirm(profile.username))) return;
      block.mutate(id, blockFailed);
    });

  return (
    <article className="space-y-4">
      <TimedNoticeView notice={notice} />
      {profile.isBlocked ? <Notice tone="warning">{PROFILE_TEXTS.blockedBanner}</Notice> : null}
      <header className="flex flex-wrap items-center gap-4 rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800">
        <div
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-sky-700 text-2xl font-bold text-white"
        >
          {(name.charAt(0) || "?").toUpperCase()}
        </div>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold wrap-anywhere">{name}</h1>
          <p className="text-gray-600 dark:text-gray-400">@{profile.username}</p>
          <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <span>
              <strong>{profile.followersCount}</strong>{" "}
              {profile.followersCount === 1 ? "follower" : "followers"}
            </span>
            <span>
              <strong>{profile.followingCount}</strong> following
            </span>
            <span>Joined {formatDate(profile.createdAt)}</span>
          </p>
        </div>
        {profile.canBlock ? (
          // On a phone the buttons take their own row, so the name and counts keep the width.
          <div className="flex w-full gap-2 sm:w-auto">
            <Button
              variant={profile.isFollowing ? "secondary" : "primary"}
              disabled={!profile.canFollow}
              busy={busy}
              onClick={toggleFollow}
            >
              {profile.isFollowing ? "Unfollow" : "Follow"}
            </Button>
            <Button
              variant={profile.isBlocked ? "secondary" : "danger"}
              busy={busy}
              onClick={toggleBlock}
            >
              {profile.isBlocked ? "Unblock" : "Block"}
            </Button>
          </div>
        ) : null}
      </header>
      <section
        aria-labelledby="profile-about"
        className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800"
      >
        <h2 id="profile-about" className="text-lg font-semibold">
          About
        </h2>
        <p className="mt-1 whitespace-pre-wrap">{profile.bio || "No bio yet."}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {profile.location ? <Detail label="Location">{profile.location}</Detail> : null}
          {profile.email ? <Detail label="Email">{profile.email}</Detail> : null}
          <Detail label="Favorite Team">{profile.favoriteTeam || "Not set"}</Detail>
        </dl>
      </section>
      {/* The server leaves activity out when this user blocked the viewer. */}
      {profile.messageCount === null || profile.roomCount === null ? null : (
        <section
          aria-labelledby="profile-activity"
          className="rounded-lg bg-white p-4 shadow-sm dark:bg-gray-800"
        >
          <h2 id="profile-activity" className="text-lg font-semibold">
            Activity
          </h2>
          <dl className="mt-2 grid gap-3 sm:grid-cols-3">
            <Detail label="Messages Posted">{profile.messageCount}</Detail>
            <Detail label="Rooms Joined">{profile.roomCount}</Detail>
            <Detail label="Last Active">{formatDate(profile.lastActive)}</Detail>
          </dl>
        </section>
      )}
      {profile.messageCount === null ? null : extra}
    </article>
  );
}

/** /profile?username=: loads the public profile; 'Profile not found' for a 404. */
export function PublicProfilePage({ username, extra }: { username: string; extra?: ReactNode }) {
  const query = usePublicProfile(username);
  useDocumentTitle(username);
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError) {
    const notFound = query.error instanceof HttpError && query.error.status === 404;
    return notFound ? (
      <ErrorBox message={PROFILE_TEXTS.notFound} />
    ) : (
      <ErrorBox
        message={PROFILE_TEXTS.loadFailed(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PublicProfileView profile={query.data} extra={extra} />;
}
