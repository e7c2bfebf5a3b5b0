import { useEffect, useId, useState, type KeyboardEvent, type RefObject } from "react";
import { mentionQueryAt } from "@huddle/contracts/mentions";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useMentionSuggestions } from "../api/mention-suggestions";

/** The composer asks this first on each key; true means the list used the key. */
export type MentionKeyHandler = (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;

interface MentionSuggestionsProps {
  roomSlug: string;
  text: string;
  setText: (text: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  keysRef: RefObject<MentionKeyHandler | null>;
}

const SOURCE_TEXT = { room: "In this room", following: "You follow" } as const;
/** Fast typists ask once per pause, not once per key. */
const QUERY_DEBOUNCE_MS = 150;

/**
 * Issue 15 §1: @mention suggestions under a composer, in the listbox pattern. The textarea
 * keeps focus and points at the active option (aria-activedescendant); ↑/↓ move, Enter or Tab
 * inserts '@name ', Escape closes the list until the next '@'. People online in the room come
 * first, then people the viewer follows (the server orders them).
 */
export function MentionSuggestions(props: MentionSuggestionsProps) {
  const { roomSlug, text, setText, textareaRef, keysRef } = props;
  const listboxId = useId();
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const found = mentionQueryAt(text, Math.min(caret, text.length));
  const query = found && found.start !== dismissedAt ? found : null;
  const asked = useDebouncedValue(query?.query ?? null, QUERY_DEBOUNCE_MS);
  const suggestions = useMentionSuggestions(roomSlug, asked);
  const options = query ? (suggestions.data ?? []) : [];
  const open = options.length > 0;
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));
  const optionId = (i: number) => `${listboxId}-${i}`;

  function pick(username: string) {
    if (!query) return;
    const end = Math.min(caret, text.length);
    const inserted = `@${username} `;
    const at = query.start + inserted.length;
    setText(text.slice(0, query.start) + inserted + text.slice(end));
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => textareaRef.current?.setSelectionRange(at, at));
  }

  // The composer asks on each key; this render's options and caret answer.
  useEffect(() => {
    keysRef.current = (event) => {
      if (!open) return false;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((activeIndex + step + options.length) % options.length);
      } else if (event.key === "Enter" || event.key === "Tab") {
        pick(options[activeIndex]!.username);
      } else if (event.key === "Escape") {
        setDismissedAt(query!.start);
      } else {
        return false;
      }
      event.preventDefault();
      return true;
    };
    return () => {
      keysRef.current = null;
    };
  });

  // The caret moves on typing, clicks and arrow keys; the textarea is the composer's.
  useEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    const track = () => {
      setCaret(box.selectionStart);
      setDismissedAt((at) =>
        mentionQueryAt(box.value, box.selectionStart)?.start === at ? at : null,
      );
    };
    box.addEventListener("input", track);
    box.addEventListener("select", track);
    box.addEventListener("keyup", track);
    box.addEventListener("click", track);
    return () => {
      box.removeEventListener("input", track);
      box.removeEventListener("select", track);
      box.removeEventListener("keyup", track);
      box.removeEventListener("click", track);
    };
  }, [textareaRef]);

  useEffect(() => {
    const box = textareaRef.current;
    if (!box) return;
    box.setAttribute("aria-autocomplete", "list");
    const set = (name: string, value: string | null) =>
      value === null ? box.removeAttribute(name) : box.setAttribute(name, value);
    set("aria-controls", open ? listboxId : null);
    set("aria-activedescendant", open ? optionId(activeIndex) : null);
  });

  if (!open) return null;
  return (
    <ul
      id={listboxId}
      role="listbox"
      aria-label="People to mention"
      className="max-h-48 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 text-sm shadow-lg dark:border-gray-600 dark:bg-gray-800"
    >
      {options.map((option, i) => (
        <li
          key={option.username}
          id={optionId(i)}
          role="option"
          aria-selected={i === activeIndex}
          // mousedown, not click: the textarea keeps focus and its caret.
          onMouseDown={(event) => {
            event.preventDefault();
            pick(option.username);
          }}
          className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1 ${
            i === activeIndex ? "bg-sky-100 dark:bg-sky-900" : ""
          }`}
        >
          <span className="font-medium">@{option.username}</span>
          <span className="text-xs text-gray-500 dark:text-gray-400">
            {SOURCE_TEXT[option.source]}
          </span>
        </li>
      ))}
    </ul>
  );
}
