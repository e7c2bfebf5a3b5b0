import { useId } from "react";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import {
  REACTION_EMOJI,
  REACTION_LABELS,
  type ReactionEmoji,
  type ReactionSummary,
} from "@huddle/contracts/reactions";
import { reactorsText } from "../utils/reaction-texts";
import { menuItemClass, menuContentClass } from "./menu-styles";
import type { ReactionToggle } from "./reaction-toggle-scope";

interface ReactionSubMenuProps {
  reactions: readonly ReactionSummary[];
  toggle: ReactionToggle;
}

/**
 * "Add reaction" inside a message's ⋯ menu: the nine emoji as checkable items (checked: the
 * viewer's own), each with its count and who reacted, so the keyboard reaches every reaction
 * without the chips being Tab stops. Choosing one toggles it and closes the menu.
 */
export function ReactionSubMenu({ reactions, toggle }: ReactionSubMenuProps) {
  return (
    <DropdownMenu.Sub>
      {/* The arrow is drawn by CSS, so the item's text and name stay "Add reaction". */}
      <DropdownMenu.SubTrigger
        className={`${menuItemClass} gap-4 after:ml-auto after:content-['›']`}
      >
        Add reaction
      </DropdownMenu.SubTrigger>
      <DropdownMenu.Portal>
        <DropdownMenu.SubContent
          sideOffset={2}
          collisionPadding={8}
          aria-label="Reactions"
          className={menuContentClass}
        >
          {REACTION_EMOJI.map((emoji) => (
            <ReactionItem
              key={emoji}
              emoji={emoji}
              summary={reactions.find((reaction) => reaction.emoji === emoji)}
              toggle={toggle}
            />
          ))}
        </DropdownMenu.SubContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Sub>
  );
}

function ReactionItem(props: {
  emoji: ReactionEmoji;
  summary: ReactionSummary | undefined;
  toggle: ReactionToggle;
}) {
  const { emoji, summary, toggle } = props;
  const whoId = useId();
  return (
    <DropdownMenu.CheckboxItem
      checked={summary?.reacted ?? false}
      disabled={toggle.isPending}
      aria-label={REACTION_LABELS[emoji]}
      aria-describedby={summary ? whoId : undefined}
      onSelect={() => toggle.react(emoji)}
      className={`${menuItemClass} gap-2 data-[state=checked]:font-semibold`}
    >
      <span aria-hidden="true" className="text-lg">
        {emoji}
      </span>
      <span aria-hidden="true">{REACTION_LABELS[emoji]}</span>
      {summary ? (
        <span id={whoId} className="ml-auto pl-2 text-xs text-gray-600 dark:text-gray-300">
          {summary.count} · {reactorsText(summary)}
        </span>
      ) : null}
    </DropdownMenu.CheckboxItem>
  );
}
