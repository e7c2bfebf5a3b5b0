import { useEffect, useRef, type KeyboardEvent } from "react";
import { REACTION_EMOJI, REACTION_LABELS, type ReactionEmoji } from "@huddle/contracts/reactions";
import { focusRing } from "@/components/ui/styles";

interface ReactionPickerProps {
  id: string;
  onPick: (emoji: ReactionEmoji) => void;
  onClose: () => void;
}

/**
 * The reaction set as a menu: focus starts on 👍, arrow keys (and Home/End) move, Enter or a
 * click picks, Escape closes (the opener takes focus back).
 */
export function ReactionPicker({ id, onPick, onClose }: ReactionPickerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const items = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];

  useEffect(() => {
    items()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = items();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
    } else if (event.key in moves) {
      event.preventDefault();
      const next = (moves[event.key]! + buttons.length) % buttons.length;
      buttons[next]?.focus();
    }
  }

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-label="Add a reaction"
      onKeyDown={onKeyDown}
      className="absolute z-10 mt-1 flex gap-0.5 rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-600 dark:bg-gray-800"
    >
      {REACTION_EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role="menuitem"
          aria-label={REACTION_LABELS[emoji]}
          title={REACTION_LABELS[emoji]}
          onClick={() => onPick(emoji)}
          className={`rounded px-1.5 py-1 text-lg hover:bg-gray-100 dark:hover:bg-gray-700 ${focusRing}`}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
