import type { ReactNode, Ref } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { focusRing } from "@/components/ui/styles";
import { MESSAGE_ACTIONS_TRIGGER } from "../utils/message-focus";
import { menuContentClass, menuItemClass } from "./menu-styles";
import { ReactionSubMenu } from "./reaction-sub-menu";

/** One entry of a message's actions menu. */
export interface MessageMenuAction {
  label: string;
  onSelect: () => void;
  /** A fuller name for screen readers ('Mute 1 h: bob'), when the label alone is ambiguous. */
  ariaLabel?: string;
  disabled?: boolean;
  /** Starts a group of its own (the staff tools), drawn after a separator. */
  section?: "staff";
}

interface MessageActionsMenuProps {
  author: string;
  actions: readonly MessageMenuAction[];
  /** Controlled, so a long press on the message can open it too. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef?: Ref<HTMLButtonElement>;
  /** The "Add reaction" sub-menu, first, for a viewer who may react here. */
  reactions?: Parameters<typeof ReactionSubMenu>[0];
  /** Rendered beside the trigger (the staff tools' dialog and status). */
  children?: ReactNode;
}

/**
 * A message's actions (Add reaction, Reply, Edit, Report, Delete and the staff tools) behind one
 * "⋯" button: arrow keys move inside the menu, Escape closes it and gives focus back to the
 * button.
 */
export function MessageActionsMenu(props: MessageActionsMenuProps) {
  const { author, actions, open, onOpenChange, triggerRef, reactions, children } = props;
  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
        <DropdownMenu.Trigger
          ref={triggerRef}
          {...{ [MESSAGE_ACTIONS_TRIGGER]: "" }}
          aria-label={`Message actions: ${author}`}
          // The negative margin lets the 44 px target overlap the row's padding, not add to its height.
          className={`-my-0.5 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-lg leading-none text-gray-600 hover:bg-gray-100 hover:text-gray-900 data-[state=open]:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-700 dark:hover:text-white dark:data-[state=open]:bg-gray-700 ${focusRing}`}
        >
          <span aria-hidden="true">⋯</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            collisionPadding={8}
            onCloseAutoFocus={(event) => {
              // An action that moved focus on (the editor, the composer, a dialog) keeps it there;
              // otherwise focus goes back to this message's button.
              const active = document.activeElement;
              if (active && active !== document.body) event.preventDefault();
            }}
            className={menuContentClass}
          >
            {reactions ? <ReactionSubMenu {...reactions} /> : null}
            {actions.map((action, index) => (
              <MenuEntry
                key={action.label}
                action={action}
                separated={action.section === "staff" && actions[index - 1]?.section !== "staff"}
              />
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {children}
    </>
  );
}

function MenuEntry({ action, separated }: { action: MessageMenuAction; separated: boolean }) {
  return (
    <>
      {separated ? (
        <DropdownMenu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
      ) : null}
      <DropdownMenu.Item
        className={menuItemClass}
        disabled={action.disabled}
        aria-label={action.ariaLabel}
        onSelect={action.onSelect}
      >
        {action.label}
      </DropdownMenu.Item>
    </>
  );
}
