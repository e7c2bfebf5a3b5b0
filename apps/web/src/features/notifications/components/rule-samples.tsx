import { Button } from "@/components/ui/button";
import { RULE_SAMPLES, type RuleSampleId } from "../utils/rule-form";

/** spec 000 §9 sample rules: one click prefills the form, nothing is saved until "Add rule". */
export function RuleSamples({ onPick }: { onPick: (id: RuleSampleId) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-gray-600 dark:text-gray-400">Start from a sample:</span>
      {RULE_SAMPLES.map((s) => (
        <Button key={s.id} type="button" variant="secondary" onClick={() => onPick(s.id)}>
          {s.label}
        </Button>
      ))}
    </div>
  );
}
