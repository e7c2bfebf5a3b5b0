import { useCallback, useId, useRef, useState } from "react";
import type { ChatMessage } from "@huddle/contracts/chat";
import type { ReactionEmoji, ReactionSummary } from "@huddle/contracts/reactions";
import { focusRing } from "@/components/ui/styles";
import { useOptionalViewer } from "@/lib/session/use-optional-viewer";
import { useToggleReaction } from "../api/toggle-reaction";
import { reactionChipLabel, reactorsText } from "../utils/reaction-texts";
import { ReactionPicker } from "./reaction-picker";

/** How long a touch must rest on a chip to show who reacted instead of toggling. */
const LONG_PRESS_MS = 500;

const chipClass = (reacted: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs tabular-nums ${
    reacted
      ? "border-sky-500 bg-sky-50 text-sky-900 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-100"
      : "border-gray-300 bg-white text-gray-700 hover:bg-gray-50 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-200"
  } ${focusRing}`;

/**
 * Issue 15 §1: a message's reactions under its text. Each chip shows its count and toggles the
 * viewer's reaction; who reacted shows on hover, on keyboard focus and on a long press. The
 * add button opens the picker. Signed out or muted, the counts show without controls.
 */
export function ReactionBar({ message }: { message: ChatMessage }) {
  const viewer = useOptionalViewer();
  // A muted fan reads the counts; the server would refuse their toggles.
  if (viewer && !viewer.muted) return <ReactionControls message={message} />;
  if (message.reactions.length === 0) return null;
  return (
    <div className="mt-1">
      <ReactionChips reactions={message.reactions} disabled />
    </div>
  );
}

function ReactionChips(props: {
  reactions: ReactionSummary[];
  disabled: boolean;
  onToggle?: (emoji: ReactionEmoji) => void;
}) {
  return (
    <ul aria-label="Reactions" className="flex flex-wrap gap-1">
      {props.reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <ReactionChip
            reaction={reaction}
            disabled={props.disabled}
            onToggle={() => props.onToggle?.(reaction.emoji)}
          />
        </li>
      ))}
    </ul>
  );
}

function ReactionControls({ message }: { message: ChatMessage }) {
  const toggle = useToggleReaction(message.roomSlug);
  const [pickerOpen, setPickerOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const pickerId = useId();

  const react = (emoji: ReactionEmoji) => toggle.mutate({ messageId: message.id, emoji });
  const closePicker = useCallback(() => {
    setPickerOpen(false);
    addRef.current?.focus();
  }, []);

  return (
    <div className="relative mt-1 flex flex-wrap items-center gap-1" data-testid="reaction-bar">
      <ReactionChips reactions={message.reactions} disabled={toggle.isPending} onToggle={react} />
      <button
        ref={addRef}
        type="button"
        aria-label="Add reaction"
        aria-haspopup="menu"
        aria-expanded={pickerOpen}
        aria-controls={pickerOpen ? pickerId : undefined}
        onClick={() => setPickerOpen((open) => !open)}
        className={`rounded-full border border-dashed border-gray-300 px-2 py-0.5 text-xs text-gray-600 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-300 dark:hover:bg-gray-700 ${focusRing}`}
      >
        <span aria-hidden="true">☺+</span>
      </button>
      {pickerOpen ? (
        <ReactionPicker
          id={pickerId}
          onPick={(emoji) => {
            react(emoji);
            closePicker();
          }}
          onClose={closePicker}
        />
      ) : null}
      {toggle.error ? (
        <p role="status" className="text-xs text-red-700 dark:text-red-300">
          {toggle.error.message}
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
        disabled={props.disabled}
        onFocus={() => setShowWho(true)}
        onBlur={() => setShowWho(false)}
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
