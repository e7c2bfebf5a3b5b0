import { Button } from "@/components/ui/button";
import { FOLLOWING_TEXTS } from "../utils/following-texts";

interface FollowToggleProps {
  isFollowing: boolean;
  disabled: boolean;
  /** What is followed, for screen readers: 'Kansas City Chiefs', 'NFL'. */
  subject?: string;
  error: string | null;
  compact?: boolean;
  onToggle: () => void;
}

/** The 'Follow' / 'Following' toggle with its failure text below. */
export function FollowToggle({
  isFollowing,
  disabled,
  subject,
  error,
  compact = false,
  onToggle,
}: FollowToggleProps) {
  const label = isFollowing ? FOLLOWING_TEXTS.following : FOLLOWING_TEXTS.follow;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant={isFollowing ? "secondary" : "primary"}
        className={compact ? "px-2! py-1! text-xs!" : ""}
        disabled={disabled}
        aria-label={subject ? `${label} ${subject}` : undefined}
        title={isFollowing ? `Unfollow${subject ? ` ${subject}` : ""}` : undefined}
        onClick={onToggle}
      >
        {label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
