import { useState } from "react";
import {
  ASSIGNABLE_ROLES,
  BAN_DURATIONS,
  type AdminUser,
  type BanDuration,
} from "@huddle/contracts/admin";
import { ADMIN_UI_MESSAGES, TIER_MODAL_OPTIONS } from "@huddle/contracts/admin-console";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import {
  useBanUser,
  useChangeRole,
  useChangeTier,
  useMuteUser,
  useSetExempt,
} from "../../api/users-api";
import { anyReason, requireFiveCharacterReason, requireReason } from "../../utils/reason-rules";
import { ActionDialog } from "../shared/action-dialog";

export type UserDialogKind = "ban" | "mute" | "role" | "tier" | "exempt";

interface UserActionDialogProps {
  kind: UserDialogKind;
  user: AdminUser;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** The ban, mute, role, tier and exemption dialogs with their spec 001 §5 rules. */
export function UserActionDialog({ kind, user, onDone, onClose }: UserActionDialogProps) {
  const dialogs: Record<UserDialogKind, () => React.ReactNode> = {
    ban: () => <BanDialog user={user} onDone={onDone} onClose={onClose} />,
    mute: () => <MuteDialog user={user} onDone={onDone} onClose={onClose} />,
    role: () => <RoleDialog user={user} onDone={onDone} onClose={onClose} />,
    tier: () => <TierDialog user={user} onDone={onDone} onClose={onClose} />,
    exempt: () => <ExemptDialog user={user} onDone={onDone} onClose={onClose} />,
  };
  return dialogs[kind]();
}

type DialogProps = Omit<UserActionDialogProps, "kind">;

function BanDialog({ user, onDone, onClose }: DialogProps) {
  const ban = useBanUser();
  const [duration, setDuration] = useState<BanDuration>("24h");
  return (
    <ActionDialog
      title={`Ban ${user.username}`}
      confirmLabel="Ban user"
      danger
      validateReason={requireReason}
      failureText={ADMIN_UI_MESSAGES.banFailed}
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await ban.mutateAsync({ userId: user.userId, reason, duration });
        onDone(result.message);
      }}
    >
      <SelectField
        label="Duration"
        options={BAN_DURATIONS}
        value={duration}
        onChange={(event) => setDuration(event.target.value as BanDuration)}
      />
    </ActionDialog>
  );
}

/** spec 001 §5: hours; empty means permanent. */
function parseHours(text: string): number | null | "invalid" {
  if (text.trim() === "") return null;
  const hours = Number(text);
  return Number.isInteger(hours) && hours >= 1 && hours <= 24 * 365 ? hours : "invalid";
}

function MuteDialog({ user, onDone, onClose }: DialogProps) {
  const mute = useMuteUser();
  const [hoursText, setHoursText] = useState("");
  const [hoursError, setHoursError] = useState<string | undefined>();
  return (
    <ActionDialog
      title={`Mute ${user.username}`}
      confirmLabel="Mute user"
      validateReason={anyReason}
      failureText="Failed to mute user"
      onClose={onClose}
      validateFields={() => {
        const valid = parseHours(hoursText) !== "invalid";
        setHoursError(
          valid ? undefined : "Enter whole hours (1 to 8760), or leave empty to mute permanently",
        );
        return valid;
      }}
      onConfirm={async (reason) => {
        const hours = parseHours(hoursText);
        if (hours === "invalid") return;
        const result = await mute.mutateAsync({ userId: user.userId, hours, reason });
        onDone(result.message);
      }}
    >
      <TextField
        label="Hours (empty mutes permanently)"
        inputMode="numeric"
        value={hoursText}
        error={hoursError}
        onChange={(event) => setHoursText(event.target.value)}
      />
    </ActionDialog>
  );
}

function RoleDialog({ user, onDone, onClose }: DialogProps) {
  const changeRole = useChangeRole();
  const current = ASSIGNABLE_ROLES.find((role) => role === user.adminLevel) ?? "user";
  const [role, setRole] = useState(current);
  return (
    <ActionDialog
      title={`Change role of ${user.username}`}
      confirmLabel="Change role"
      validateReason={anyReason}
      failureText={ADMIN_UI_MESSAGES.changeRoleFailed}
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await changeRole.mutateAsync({ userId: user.userId, role, reason });
        onDone(result.message);
      }}
    >
      <SelectField
        label="Role"
        options={ASSIGNABLE_ROLES}
        value={role}
        onChange={(event) => setRole(event.target.value as typeof role)}
      />
    </ActionDialog>
  );
}

function TierDialog({ user, onDone, onClose }: DialogProps) {
  const changeTier = useChangeTier();
  const current = TIER_MODAL_OPTIONS.find((tier) => tier === user.membershipTier) ?? "free";
  const [tier, setTier] = useState(current);
  return (
    <ActionDialog
      title={`Change tier of ${user.username}`}
      confirmLabel="Change tier"
      validateReason={requireFiveCharacterReason}
      failureText={ADMIN_UI_MESSAGES.changeTierFailed}
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await changeTier.mutateAsync({ userId: user.userId, tier, reason });
        onDone(result.message);
      }}
    >
      <SelectField
        label="Tier"
        options={TIER_MODAL_OPTIONS}
        value={tier}
        onChange={(event) => setTier(event.target.value as typeof tier)}
      />
    </ActionDialog>
  );
}

function ExemptDialog({ user, onDone, onClose }: DialogProps) {
  const setExempt = useSetExempt();
  const exempt = !user.exempt;
  return (
    <ActionDialog
      title={exempt ? `Exempt ${user.username}` : `Remove exemption of ${user.username}`}
      confirmLabel={exempt ? "Exempt user" : "Remove exemption"}
      validateReason={requireReason}
      failureText={ADMIN_UI_MESSAGES.exemptionFailed}
      onClose={onClose}
      onConfirm={async (reason) => {
        const result = await setExempt.mutateAsync({ userId: user.userId, exempt, reason });
        onDone(result.message);
      }}
    >
      <p className="text-sm">
        {exempt
          ? "Exempt users skip automated moderation."
          : "This user's messages will go through automated moderation again."}
      </p>
    </ActionDialog>
  );
}
