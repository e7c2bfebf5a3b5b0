import { useState } from "react";
import { ADMIN_LEVEL_LABELS, ASSIGNABLE_ROLES, type AdminUser } from "@huddle/contracts/admin";
import {
  ADMIN_UI_MESSAGES,
  TIER_MODAL_OPTIONS,
  TIER_SELECTOR_OPTIONS,
} from "@huddle/contracts/admin-console";
import { MEMBERSHIP_TIER_LABELS } from "@huddle/contracts/billing";
import type { MembershipTier } from "@huddle/contracts/constants";
import { SelectField } from "@/components/ui/select-field";
import { useChangeRole, useChangeTier, useSetExempt } from "../../api/users-api";
import { anyReason, requireFiveCharacterReason, requireReason } from "../../utils/reason-rules";
import { ActionDialog } from "../shared/action-dialog";
import { BanDialog } from "../shared/ban-dialog";
import { MuteDialog } from "../shared/mute-dialog";

export type UserDialogKind = "ban" | "mute" | "role" | "tier" | "exempt";

interface UserActionDialogProps {
  kind: UserDialogKind;
  user: AdminUser;
  /** The tier picked in the row's inline selector, which offers all of them (spec 001 §6). */
  pickedTier?: MembershipTier;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** The ban, mute, role, tier and exemption dialogs with their spec 001 §5 rules. */
export function UserActionDialog(props: UserActionDialogProps) {
  const { kind, user, pickedTier, onDone, onClose } = props;
  const dialogs: Record<UserDialogKind, () => React.ReactNode> = {
    ban: () => <BanDialog target={user} onDone={onDone} onClose={onClose} />,
    mute: () => <MuteDialog target={user} onDone={onDone} onClose={onClose} />,
    role: () => <RoleDialog user={user} onDone={onDone} onClose={onClose} />,
    tier: () => (
      <TierDialog user={user} pickedTier={pickedTier} onDone={onDone} onClose={onClose} />
    ),
    exempt: () => <ExemptDialog user={user} onDone={onDone} onClose={onClose} />,
  };
  return dialogs[kind]();
}

type DialogProps = Omit<UserActionDialogProps, "kind">;

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
        optionLabel={(option) => ADMIN_LEVEL_LABELS[option as typeof role]}
        value={role}
        onChange={(event) => setRole(event.target.value as typeof role)}
      />
    </ActionDialog>
  );
}

function TierDialog({ user, pickedTier, onDone, onClose }: DialogProps) {
  const changeTier = useChangeTier();
  const options: readonly MembershipTier[] = pickedTier
    ? TIER_SELECTOR_OPTIONS
    : TIER_MODAL_OPTIONS;
  const current = options.find((tier) => tier === user.membershipTier) ?? "free";
  const [tier, setTier] = useState<MembershipTier>(pickedTier ?? current);
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
        options={options}
        optionLabel={(option) => MEMBERSHIP_TIER_LABELS[option as MembershipTier]}
        value={tier}
        onChange={(event) => setTier(event.target.value as MembershipTier)}
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
