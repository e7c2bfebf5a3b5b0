import { useState, type ReactNode } from "react";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { errorText } from "../utils/error-text";

interface BulkActionsBarProps<A extends string> {
  selectedIds: string[];
  actions: readonly A[];
  /** What staff read for an action ("Approve"); the value sent stays the API's ("approve"). */
  actionLabel: (action: A) => string;
  initialAction: A;
  /** spec 001 §8: 'Please select users first' / 'Please select messages first'. */
  nothingSelected: string;
  pending: boolean;
  /** Applies the action to the selection; answers each item's outcome. */
  run(action: A, ids: string[]): Promise<{ results: { ok: boolean }[] }>;
  onDone: (text: string) => void;
  /** Extra fields between the action and the button (a reason), or fields for the chosen action. */
  children?: ReactNode | ((action: A) => ReactNode);
}

/** One action for every selected row of a staff list (spec 001 §5: a selection is required). */
export function BulkActionsBar<A extends string>(props: BulkActionsBarProps<A>) {
  const { selectedIds, run, onDone } = props;
  const [action, setAction] = useState<A>(props.initialAction);
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    if (selectedIds.length === 0) {
      setProblem(props.nothingSelected);
      return;
    }
    setProblem(null);
    try {
      const { results } = await run(action, selectedIds);
      const refused = results.filter((result) => !result.ok).length;
      onDone(
        `${props.actionLabel(action)}: ${results.length - refused} done` +
          (refused ? `, ${refused} refused` : ""),
      );
    } catch (error) {
      setProblem(errorText(error, ADMIN_UI_MESSAGES.bulkActionFailed));
    }
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700">
      <legend className="px-1 text-sm font-medium">
        Bulk actions ({selectedIds.length} selected)
      </legend>
      <SelectField
        label="Action"
        options={props.actions}
        optionLabel={(option) => props.actionLabel(option as A)}
        value={action}
        onChange={(event) => setAction(event.target.value as A)}
      />
      {typeof props.children === "function" ? props.children(action) : props.children}
      <Button onClick={() => void apply()} disabled={props.pending}>
        Apply to selected
      </Button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
