import { WORD_MAX_LENGTH, WORD_REPLACEMENT_MESSAGES } from "@huddle/contracts/word-replacements";
import { TextField } from "@/components/ui/text-field";
import { isTooLong } from "../utils/word-input";

interface WordPairInputsProps {
  idPrefix: string;
  originalWord: string;
  replacementWord: string;
  onOriginalChange: (value: string) => void;
  onReplacementChange: (value: string) => void;
  onEnter?: () => void;
}

/**
 * One side of the pair. It takes a few characters past the limit, so a paste is not cut short
 * without a word, and then says why Add is off (browser QA: it only turned grey).
 */
function wordInput(
  value: string,
  onChange: (value: string) => void,
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void,
) {
  return {
    value,
    maxLength: WORD_MAX_LENGTH + 10,
    autoComplete: "off",
    error: isTooLong(value) ? WORD_REPLACEMENT_MESSAGES.tooLong : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    onKeyDown,
  };
}

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
      <TextField
        {...wordInput(originalWord, onOriginalChange, onKeyDown)}
        id={`${idPrefix}-original`}
        label="Word to replace"
      />
      <TextField
        {...wordInput(replacementWord, onReplacementChange, onKeyDown)}
        id={`${idPrefix}-replacement`}
        label="Replace with"
      />
    </div>
  );
}
