import { useState, type KeyboardEvent } from "react";
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH } from "@huddle/contracts/chat";
import { Button } from "@/components/ui/button";
import { focusRing } from "@/components/ui/styles";

interface MessageEditFormProps {
  initialText: string;
  /** Called with the trimmed text, only when it changed. */
  onSave: (text: string) => void;
  onCancel: () => void;
  isSaving?: boolean;
}

/**
 * Inline edit (spec 000 §4 Message editing, §5): Enter saves the trimmed text if it changed,
 * Escape cancels, an empty edit is refused.
 */
export function MessageEditForm({ initialText, onSave, onCancel, isSaving }: MessageEditFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);

  function save() {
    const trimmed = text.trim();
    if (!trimmed) {
      setError(CHAT_MESSAGES.editEmpty);
      return;
    }
    if (trimmed === initialText.trim()) onCancel();
    else onSave(trimmed);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  }

  return (
    <div className="mt-1 space-y-1">
      <textarea
        autoFocus
        aria-label="Edit message"
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        rows={2}
        className={`w-full resize-y rounded-md border border-gray-300 px-2 py-1 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 ${focusRing}`}
      />
      {error ? (
        <p role="alert" className="text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button className="px-2 py-1 text-xs" onClick={save} disabled={isSaving}>
          Save
        </Button>
        <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
