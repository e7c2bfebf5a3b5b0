import { useState } from "react";
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
  const [original, setOriginal] = useState(replacement.originalWord);
  const [replacementWord, setReplacementWord] = useState(replacement.replacementWord);
  const valid = isValidPair(original, replacementWord);
  const masked = maskWord(replacement.originalWord);

  async function save() {
    if (!valid || busy) return;
    if (await onSave(original.trim(), replacementWord.trim())) setEditing(false);
  }

  function startEditing() {
    setOriginal(replacement.originalWord);
    setReplacementWord(replacement.replacementWord);
    setEditing(true);
  }

  if (editing) {
    return (
      <li className="flex flex-wrap items-end gap-2 py-2">
        <WordPairInputs
          idPrefix={`edit-${replacement.id}`}
          originalWord={original}
          replacementWord={replacementWord}
          onOriginalChange={setOriginal}
          onReplacementChange={setReplacementWord}
          onEnter={() => void save()}
        />
        <div className="flex gap-2">
          <Button disabled={!valid || busy} onClick={() => void save()}>
            Save
          </Button>
          <Button variant="secondary" onClick={() => setEditing(false)}>
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
        <Button variant="secondary" disabled={busy} onClick={startEditing}>
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
