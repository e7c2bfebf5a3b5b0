import { MessageActionsMenu, type MessageMenuAction } from "./message-actions-menu";
import type { MessageActions } from "./message-item";
import { useStaffMessageTools } from "./staff-message-tools";

type MenuProps = Parameters<typeof MessageActionsMenu>[0];

interface StaffActionsMenuProps extends MenuProps {
  userId: string;
  actions: readonly MessageMenuAction[];
  onNotice: MessageActions["onNotice"];
}

/** A message's actions menu with the staff tools (mute, history) added for mods and above. */
export function StaffActionsMenu({ userId, actions, onNotice, ...menu }: StaffActionsMenuProps) {
  const staff = useStaffMessageTools({ userId, username: menu.author, onNotice });
  return (
    <MessageActionsMenu {...menu} actions={[...actions, ...staff.actions]}>
      {staff.extras}
    </MessageActionsMenu>
  );
}
