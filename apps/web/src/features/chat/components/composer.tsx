import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { MESSAGE_MAX_LENGTH } from "@huddle/contracts/chat";
import {
  COMPOSER_MAX_HEIGHT_PX,
  COMPOSER_WARN_RATIO,
  TYPING_IDLE_MS,
} from "@huddle/contracts/chat-client";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";
import { MentionSuggestions, type MentionKeyHandler } from "./mention-suggestions";
import { readDraft, writeDraft } from "../utils/composer-drafts";
import { MESSAGE_BOX_ID } from "../utils/message-focus";

export interface ReplyTarget {
  id: string;
  username: string;
  text: string;
}

interface ComposerProps {
  /** Resolves true when the message was sent (the text is then cleared). */
  onSend: (
    text: string,
    parentMessageId: string | null,
    options: { announce: boolean },
  ) => Promise<boolean>;
  /** Moderators may send the message as a room announcement. */
  canAnnounce?: boolean;
  onTypingStart?: () => void;
  onTypingStop?: () => void;
  replyTo?: ReplyTarget | null;
  onCancelReply?: () => void;
  /** Why the user cannot post (muted); the composer is then read-only. */
  disabledReason?: string | null;
  /** The room, for @mention suggestions (issue 15 §1); none without it. */
  roomSlug?: string;
  /** Where the unsent text is kept (`draftKeyFor`); not kept without it. */
  draftKey?: string;
}

/** The counter colour (spec 000 §5): yellow above 80 % of the limit, red at the limit. */
export function counterTone(length: number): "normal" | "warning" | "limit" {
  if (length >= MESSAGE_MAX_LENGTH) return "limit";
  if (length > MESSAGE_MAX_LENGTH * COMPOSER_WARN_RATIO) return "warning";
  return "normal";
}

const toneClass = {
  normal: "text-gray-500 dark:text-gray-400",
  warning: "text-yellow-600 dark:text-yellow-400",
  limit: "text-red-600 dark:text-red-400 font-semibold",
} as const;

/**
 * The chat composer (spec 000 §5 Chat message): trimmed, non-empty, 1000 characters; Enter sends,
 * Shift+Enter breaks the line; grows to 120 px; typing-start on input, typing-stop after 3 s idle
 * or on send. With a `draftKey` the unsent text survives a reload or a visit elsewhere (the key
 * is read when the composer mounts; the room page mounts a new chat panel per room).
 */
export function Composer(props: ComposerProps) {
  const { onSend, onTypingStart, onTypingStop, replyTo, onCancelReply, disabledReason } = props;
  const { draftKey } = props;
  const [text, setText] = useState(() => (draftKey ? readDraft(draftKey) : ""));
  const [announce, setAnnounce] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const typing = useTypingSignal(onTypingStart, onTypingStop);
  const mentionKeys = useRef<MentionKeyHandler | null>(null);
  const counterId = useId();
  const tone = counterTone(text.length);
  const canSend = text.trim().length > 0 && tone !== "limit" && !isSending && !disabledReason;

  useEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    // A disabled box is as tall as its reason (see the copy beside it), not one row: a
    // placeholder does not count in scrollHeight, so a long reason was cut off on phones.
    if (disabledReason) {
      el.style.height = "";
      return;
    }
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [text, disabledReason]);

  useEffect(() => {
    if (replyTo) textareaRef.current?.focus();
  }, [replyTo]);

  useEffect(() => {
    if (draftKey) writeDraft(draftKey, text);
  }, [draftKey, text]);

  async function send() {
    if (!canSend) return;
    typing.stop();
    setIsSending(true);
    try {
      if (await onSend(text.trim(), replyTo?.id ?? null, { announce })) {
        setText("");
        setAnnounce(false);
      }
    } finally {
      setIsSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (mentionKeys.current?.(event)) return;
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className="min-w-0 space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {replyTo ? (
        <div className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-sky-50 pl-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <span className="min-w-0 truncate">
            Replying to <strong>{replyTo.username}</strong>: {replyTo.text}
          </span>
          <button
            type="button"
            onClick={onCancelReply}
            className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-lg font-semibold ${focusRing}`}
            aria-label="Cancel reply"
          >
            ×
          </button>
        </div>
      ) : null}
      {props.roomSlug && !disabledReason ? (
        <MentionSuggestions
          roomSlug={props.roomSlug}
          text={text}
          setText={setText}
          textareaRef={textareaRef}
          keysRef={mentionKeys}
        />
      ) : null}
      <div className="flex min-w-0 items-end gap-2">
        <div className="grid min-w-0 flex-1">
          {disabledReason ? (
            // An invisible copy of the reason in the same grid cell sizes the cell to its
            // wrapped height; the disabled textarea stretches to fill it.
            <div
              aria-hidden="true"
              className="invisible col-start-1 row-start-1 whitespace-pre-wrap wrap-anywhere border border-transparent px-3 py-2 text-base"
            >
              {disabledReason}
            </div>
          ) : null}
          <textarea
            ref={textareaRef}
            id={MESSAGE_BOX_ID}
            value={text}
            rows={1}
            maxLength={MESSAGE_MAX_LENGTH}
            disabled={Boolean(disabledReason)}
            placeholder={disabledReason ?? "Type a message…"}
            aria-label="Message"
            aria-describedby={counterId}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value.trim()) typing.input();
            }}
            onKeyDown={onKeyDown}
            style={{ maxHeight: COMPOSER_MAX_HEIGHT_PX }}
            className={`col-start-1 row-start-1 min-h-11 min-w-0 resize-none rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 disabled:cursor-not-allowed disabled:bg-gray-100 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:disabled:bg-gray-900 ${focusRing}`}
          />
        </div>
        <Button type="submit" disabled={!canSend} className="min-h-11 min-w-16 shrink-0">
          Send
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        {props.canAnnounce ? (
          <label className="flex min-h-6 items-center gap-1.5 text-xs text-gray-700 dark:text-gray-300">
            <input
              type="checkbox"
              checked={announce}
              onChange={(event) => setAnnounce(event.target.checked)}
              className={`h-6 w-6 rounded ${focusRing}`}
            />
            Send as announcement
          </label>
        ) : (
          <span />
        )}
        <p id={counterId} data-tone={tone} className={`text-xs ${toneClass[tone]}`}>
          {text.length}/{MESSAGE_MAX_LENGTH}
        </p>
      </div>
    </form>
  );
}

/** typing-start once per burst of input; typing-stop after 3 s idle, on send or on unmount. */
function useTypingSignal(onStart?: () => void, onStop?: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isTyping = useRef(false);
  const callbacks = useRef({ onStart, onStop });

  useEffect(() => {
    callbacks.current = { onStart, onStop };
  }, [onStart, onStop]);

  const stop = () => {
    clearTimeout(timer.current);
    if (!isTyping.current) return;
    isTyping.current = false;
    callbacks.current.onStop?.();
  };

  useEffect(() => stop, []);

  return {
    stop,
    input() {
      if (!isTyping.current) {
        isTyping.current = true;
        callbacks.current.onStart?.();
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(stop, TYPING_IDLE_MS);
    },
  };
}
