import { WORD_MAX_LENGTH, WORD_REPLACEMENT_MESSAGES } from "@huddle/contracts/word-replacements";
import { focusRing } from "@/components/ui/styles";
import { isTooLong } from "../utils/word-input";

interface WordPairInputsProps {
  idPrefix: string;
  originalWord: string;
  replacementWord: string;
  onOriginalChange: (value: string) => void;
  onReplacementChange: (value: string) => void;
  onEnter?: () => void;
}

const inputClass = `w-full rounded-md border border-gray-300 px-3 py-2 text-sm dark:border-gray-600 dark:bg-gray-800 ${focusRing}`;

/** The 'word' → 'replacement' inputs the add form and a row in edit mode share. */
export function WordPairInputs({
  idPrefix,
  originalWord,
  replacementWord,
  onOriginalChange,
  onReplacementChange,
  onEnter,
}: WordPairInputsProps) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <div className="grid flex-1 gap-2 sm:grid-cols-2">
      <WordInput
        id={`${idPrefix}-original`}
        label="Word to replace"
        value={originalWord}
        onChange={onOriginalChange}
        onKeyDown={onKeyDown}
      />
      <WordInput
        id={`${idPrefix}-replacement`}
        label="Replace with"
        value={replacementWord}
        onChange={onReplacementChange}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}

interface WordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * One side of the pair. It takes a few characters past the limit, so a paste is not cut short
 * without a word, and then says why Add is off (browser QA: it only turned grey).
 */
function WordInput({ id, label, value, onChange, onKeyDown }: WordInputProps) {
  const tooLong = isTooLong(value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        value={value}
        maxLength={WORD_MAX_LENGTH + 10}
        autoComplete="off"
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {tooLong ? (
        <p id={`${id}-error`} className="text-xs text-red-700 dark:text-red-300">
          {WORD_REPLACEMENT_MESSAGES.tooLong}
        </p>
      ) : null}
    </div>
  );
}
