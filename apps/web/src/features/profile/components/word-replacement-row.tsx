import { useEffect, useRef, useState } from "react";
import type { WordReplacement } from "@huddle/contracts/word-replacements";
import { maskWord } from "@huddle/moderation/word-replacements";
import { Button } from "@/components/ui/button";
import { isValidPair } from "../utils/word-input";
import { WordPairInputs } from "./word-pair-inputs";

interface WordReplacementRowProps {
  replacement: WordReplacement;
  busy: boolean;
  onSave: (originalWord: string, replacementWord: string) => Promise<boolean>;
  onDelete: () => void;
}

/** One replacement: the masked original → its replacement, with Edit and Delete. */
export function WordReplacementRow({
  replacement,
  busy,
  onSave,
  onDelete,
}: WordReplacementRowProps) {
  const [editing, setEditing] = useState(false);
  // Leaving the editor puts focus back on Edit: the Save or Cancel it was on is gone.
  const editButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);

  function stopEditing() {
    refocus.current = true;
    setEditing(false);
  }
  const [original, setOriginal] = useState(replacement.originalWord);
  const [replacementWord, setReplacementWord] = useState(replacement.replacementWord);
  const valid = isValidPair(original, replacementWord);
  const masked = maskWord(replacement.originalWord);

  async function save() {
    if (!valid || busy) return;
    if (await onSave(original.trim(), replacementWord.trim())) stopEditing();
  }

  function startEditing() {
    setOriginal(replacement.originalWord);
    setReplacementWord(replacement.replacementWord);
    setEditing(true);
  }

  if (editing) {
    return (
      <li
        className="flex flex-wrap items-end gap-2 py-2"
        onKeyDown={(event) => {
          if (event.key === "Escape") stopEditing();
        }}
      >
        <WordPairInputs
          idPrefix={`edit-${replacement.id}`}
          originalWord={original}
          replacementWord={replacementWord}
          onOriginalChange={setOriginal}
          onReplacementChange={setReplacementWord}
          onEnter={() => void save()}
        />
        <div className="flex gap-2">
          <Button disabled={!valid} busy={busy} onClick={() => void save()}>
            Save
          </Button>
          <Button variant="secondary" onClick={stopEditing}>
            Cancel
          </Button>
        </div>
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <p className="text-sm">
        <span className="font-mono">{masked}</span>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> is replaced with </span>
        <span className="font-semibold">{replacement.replacementWord}</span>
      </p>
      <div className="flex gap-2">
        <Button ref={editButton} variant="secondary" disabled={busy} onClick={startEditing}>
          Edit
          <span className="sr-only"> {masked}</span>
        </Button>
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          Delete
          <span className="sr-only"> {masked}</span>
        </Button>
      </div>
    </li>
  );
}
