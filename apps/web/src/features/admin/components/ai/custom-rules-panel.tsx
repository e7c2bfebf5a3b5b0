import { useState, type FormEvent } from "react";
import { ADMIN_UI_MESSAGES } from "@huddle/contracts/admin-console";
import { CUSTOM_RULE_ACTIONS, type CustomRuleAction } from "@huddle/contracts/moderation";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useAddCustomRule, useCustomRules, useDeleteCustomRule } from "../../api/ai-moderation-api";
import { errorText } from "../../utils/error-text";

/** spec 001 §3 Custom rules: a substring, or /regex/; they apply whether AI is on or not. */
export function CustomRulesPanel() {
  const rules = useCustomRules();
  const add = useAddCustomRule();
  const remove = useDeleteCustomRule();
  const [pattern, setPattern] = useState("");
  const [action, setAction] = useState<CustomRuleAction>("flag");
  const [description, setDescription] = useState("");
  const [patternError, setPatternError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pattern.trim() === "") {
      setPatternError(ADMIN_UI_MESSAGES.patternRequired);
      return;
    }
    setPatternError(undefined);
    try {
      await add.mutateAsync({ pattern: pattern.trim(), action, description });
      setPattern("");
      setDescription("");
      setNotice("Custom rule added");
    } catch (error) {
      setNotice(errorText(error, ADMIN_UI_MESSAGES.addRuleFailed));
    }
  }

  async function onDelete(ruleId: string) {
    try {
      await remove.mutateAsync(ruleId);
      setNotice("Custom rule deleted");
    } catch (error) {
      setNotice(errorText(error, ADMIN_UI_MESSAGES.deleteRuleFailed));
    }
  }

  return (
    <SectionCard title="Custom rules" description="Write /pattern/ for a regular expression.">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="grid gap-2 sm:grid-cols-3"
      >
        <TextField
          label="Pattern"
          value={pattern}
          error={patternError}
          onChange={(event) => setPattern(event.target.value)}
        />
        <SelectField
          label="Rule action"
          options={CUSTOM_RULE_ACTIONS}
          value={action}
          onChange={(event) => setAction(event.target.value as CustomRuleAction)}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={add.isPending}>
            Add rule
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className="text-sm">
        {notice}
      </p>
      {rules.isError ? <p role="alert">{ADMIN_UI_MESSAGES.loadDataFailed}</p> : null}
      {rules.data?.length === 0 ? <p className="text-sm">No custom rules.</p> : null}
      <ul className="divide-y divide-gray-200 dark:divide-gray-700" aria-label="Custom rules">
        {rules.data?.map((rule) => (
          <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="min-w-0 wrap-anywhere">
              <code>{rule.pattern}</code> → {rule.action}
              {rule.description ? ` (${rule.description})` : ""}
            </span>
            <Button
              variant="danger"
              aria-label={`Delete rule ${rule.pattern}`}
              disabled={remove.isPending}
              onClick={() => void onDelete(rule.id)}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
