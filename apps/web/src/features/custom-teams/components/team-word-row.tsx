import { useState } from "react";
import { WORD_MAX_LENGTH } from "@huddle/contracts/word-replacements";
import type { z } from "zod";
import type { teamWordReplacementSchema } from "@huddle/contracts/custom-team-management";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

type TeamWord = z.infer<typeof teamWordReplacementSchema>;

interface TeamWordRowProps {
  word: TeamWord;
  busy: boolean;
  onSave: (replacementWord: string) => void;
  onDelete: () => void;
}

/** One pair: shown, or edited in place (only the replacement can change). */
export function TeamWordRow({ word, busy, onSave, onDelete }: TeamWordRowProps) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(word.replacementWord);
  if (editing) {
    return (
      <li className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-end">
        <TextField
          label={`Replacement for "${word.originalWord}"`}
          value={value}
          maxLength={WORD_MAX_LENGTH}
          autoFocus
          onChange={(e) => setValue(e.target.value)}
          className="grow"
        />
        <div className="flex gap-2">
          <Button
            disabled={busy || value.trim() === "" || value.trim() === word.replacementWord}
            onClick={() => {
              onSave(value.trim());
              setEditing(false);
            }}
          >
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setValue(word.replacementWord);
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        </div>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <span className="break-all">
        <span className="font-medium">{word.originalWord}</span>
        <span aria-hidden="true"> → </span>
        <span className="sr-only"> becomes </span>
        <span>{word.replacementWord}</span>
      </span>
      <span className="flex gap-2">
        <Button
          variant="secondary"
          className="px-3 py-1.5 text-xs"
          aria-label={`Edit ${word.originalWord}`}
          onClick={() => setEditing(true)}
        >
          Edit
        </Button>
        <Button
          variant="danger"
          className="px-3 py-1.5 text-xs"
          aria-label={`Delete ${word.originalWord}`}
          disabled={busy}
          onClick={onDelete}
        >
          Delete
        </Button>
      </span>
    </li>
  );
}
