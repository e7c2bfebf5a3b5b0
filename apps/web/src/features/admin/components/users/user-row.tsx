import type { AdminUser } from "@huddle/contracts/admin";
import { TIER_SELECTOR_OPTIONS } from "@huddle/contracts/admin-console";
import { MEMBERSHIP_TIER_LABELS } from "@huddle/contracts/billing";
import type { MembershipTier } from "@huddle/contracts/constants";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { UserBadges } from "./user-badges";
import type { UserDialogKind } from "./user-action-dialog";

interface UserRowProps {
  user: AdminUser;
  selected: boolean;
  onToggle: () => void;
  onOpen: (kind: UserDialogKind | "history") => void;
  /** A tier picked in the row's inline selector; the change waits for its reason. */
  onPickTier: (tier: MembershipTier) => void;
  onUnban: () => void;
  onUnmute: () => void;
}

/** One user with what the caller may do to them (the server's `abilities`). */
export function UserRow(props: UserRowProps) {
  const { user, selected, onToggle, onOpen, onPickTier, onUnban, onUnmute } = props;
  const { abilities } = user;
  return (
    <li className="space-y-2 py-3" aria-label={user.username}>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-5 w-5"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${user.username}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium wrap-anywhere">
            {user.username}{" "}
            <span className="text-sm font-normal text-gray-600 dark:text-gray-400">
              {user.email}
            </span>
          </p>
          <UserBadges user={user} />
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-8">
        {user.isBanned ? (
          <Button variant="secondary" disabled={!abilities.canBan} onClick={onUnban}>
            Unban
          </Button>
        ) : (
          <Button variant="danger" disabled={!abilities.canBan} onClick={() => onOpen("ban")}>
            Ban
          </Button>
        )}
        {user.isMuted ? (
          <Button variant="secondary" disabled={!abilities.canMute} onClick={onUnmute}>
            Unmute
          </Button>
        ) : (
          <Button variant="secondary" disabled={!abilities.canMute} onClick={() => onOpen("mute")}>
            Mute
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={!abilities.canChangeRole}
          onClick={() => onOpen("role")}
        >
          Role
        </Button>
        <Button
          variant="secondary"
          disabled={!abilities.canChangeTier}
          onClick={() => onOpen("tier")}
        >
          Tier
        </Button>
        <InlineTierSelector user={user} onPick={onPickTier} />
        <Button
          variant="secondary"
          disabled={!abilities.canSetExempt}
          onClick={() => onOpen("exempt")}
        >
          {user.exempt ? "Unexempt" : "Exempt"}
        </Button>
        <Button variant="ghost" onClick={() => onOpen("history")}>
          History
        </Button>
      </div>
    </li>
  );
}

/**
 * spec 001 §6: the inline selector offers every tier staff may grant (the Tier modal only four).
 * It shows the user's tier and asks for the change's reason before anything is saved; a tier it
 * does not offer (basic, premium…) shows as the first, unselectable option.
 */
function InlineTierSelector({
  user,
  onPick,
}: {
  user: AdminUser;
  onPick: (tier: MembershipTier) => void;
}) {
  const offered: readonly string[] = TIER_SELECTOR_OPTIONS;
  const current = user.membershipTier;
  return (
    <select
      aria-label={`Membership tier of ${user.username}`}
      disabled={!user.abilities.canChangeTier}
      value={current}
      onChange={(event) => onPick(event.target.value as MembershipTier)}
      className={`min-h-11 rounded-md border border-gray-300 bg-white px-2 text-sm text-gray-900 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`}
    >
      {offered.includes(current) ? null : (
        <option value={current} disabled>
          {MEMBERSHIP_TIER_LABELS[current]}
        </option>
      )}
      {TIER_SELECTOR_OPTIONS.map((tier) => (
        <option key={tier} value={tier}>
          {MEMBERSHIP_TIER_LABELS[tier]}
        </option>
      ))}
    </select>
  );
}
