import { WORD_MAX_LENGTH } from "@huddle/contracts/word-replacements";
import { focusRing } from "@/components/ui/styles";

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
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-original`} className="text-xs font-medium">
          Word to replace
        </label>
        <input
          id={`${idPrefix}-original`}
          className={inputClass}
          value={originalWord}
          maxLength={WORD_MAX_LENGTH + 10}
          autoComplete="off"
          onChange={(e) => onOriginalChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-replacement`} className="text-xs font-medium">
          Replace with
        </label>
        <input
          id={`${idPrefix}-replacement`}
          className={inputClass}
          value={replacementWord}
          maxLength={WORD_MAX_LENGTH + 10}
          autoComplete="off"
          onChange={(e) => onReplacementChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
    </div>
  );
}
