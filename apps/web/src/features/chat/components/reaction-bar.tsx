import { useId, useRef, useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ReactionSummary } from "@huddle/contracts/reactions";
import { focusRing } from "@/components/ui/styles";
import { reactionChipLabel, reactorsText } from "../utils/reaction-texts";
import type { ReactionToggle } from "./reaction-toggle-scope";

/** How long a touch must rest on a chip to show who reacted instead of toggling. */
const LONG_PRESS_MS = 500;

const chipClass = (reacted: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs tabular-nums ${
    reacted
      ? "border-sky-500 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100"
      : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200"
  } ${focusRing}`;

/**
 * Issue 15 §1: a message's reactions under its text, and nothing at all when it has none (the
 * "Add reaction" control lives in the message's ⋯ menu). Each chip shows its count and toggles
 * the viewer's reaction; who reacted shows on hover and on a long press. Chips are not Tab stops
 * (a message is one stop, its ⋯ button, whose menu lists the same reactions); a screen reader's
 * browse mode still reaches them. Without `toggle` (signed out, muted) the counts show alone.
 */
export function ReactionBar({
  message,
  toggle,
}: {
  message: ChatMessage;
  toggle: ReactionToggle | null;
}) {
  const error = toggle?.error;
  if (message.reactions.length === 0 && !error) return null;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1" data-testid="reaction-bar">
      {message.reactions.length > 0 ? (
        <ul aria-label="Reactions" className="flex flex-wrap gap-1">
          {message.reactions.map((reaction) => (
            <li key={reaction.emoji}>
              <ReactionChip
                reaction={reaction}
                disabled={!toggle || toggle.isPending}
                onToggle={() => toggle?.react(reaction.emoji)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="status" className="text-xs text-red-700 dark:text-red-300">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function ReactionChip(props: {
  reaction: ReactionSummary;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { reaction } = props;
  const whoId = useId();
  const [showWho, setShowWho] = useState(false);
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const longPressed = useRef(false);

  const startPress = (pointerType: string) => {
    if (pointerType !== "touch") return;
    longPressed.current = false;
    pressTimer.current = setTimeout(() => {
      longPressed.current = true;
      setShowWho(true);
    }, LONG_PRESS_MS);
  };
  const endPress = () => clearTimeout(pressTimer.current);

  return (
    <span
      className="relative inline-block"
      onMouseEnter={() => setShowWho(true)}
      onMouseLeave={() => setShowWho(false)}
    >
      <button
        type="button"
        aria-pressed={reaction.reacted}
        aria-label={reactionChipLabel(reaction)}
        aria-describedby={whoId}
        tabIndex={-1}
        disabled={props.disabled}
        onPointerDown={(event) => startPress(event.pointerType)}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onContextMenu={(event) => longPressed.current && event.preventDefault()}
        onClick={() => {
          // A long press shows who reacted; it is not also a toggle.
          if (longPressed.current) {
            longPressed.current = false;
            return;
          }
          props.onToggle();
        }}
        className={chipClass(reaction.reacted)}
      >
        <span aria-hidden="true">{reaction.emoji}</span>
        <span aria-hidden="true">{reaction.count}</span>
      </button>
      <span
        id={whoId}
        role="tooltip"
        hidden={!showWho}
        className="absolute bottom-full left-0 z-10 mb-1 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white shadow dark:bg-gray-100 dark:text-gray-900"
      >
        {reactorsText(reaction)}
      </span>
    </span>
  );
}
