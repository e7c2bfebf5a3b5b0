import { useState } from "react";
import { RULE_NAME_MAX_LENGTH, type NotificationRule } from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { TextField } from "@/components/ui/text-field";

interface RulesListProps {
  rules: readonly NotificationRule[];
  busy: boolean;
  onToggle: (rule: NotificationRule, isActive: boolean) => void;
  onDelete: (rule: NotificationRule) => void;
  onRename: (rule: NotificationRule, ruleName: string) => void;
}

const smallButton = "px-2! py-1! text-xs!";

const TYPE_LABEL: Record<NotificationRule["ruleType"], string> = {
  email_digest: "Email digest",
  push_notification: "Push notification",
};

/** spec 000 §3 Notification rule: name, type, schedule, active switch and delete. */
export function RulesList({ rules, busy, onToggle, onDelete, onRename }: RulesListProps) {
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  if (rules.length === 0) {
    return <p className="text-sm text-gray-600 dark:text-gray-400">No notification rules yet.</p>;
  }
  return (
    <ul aria-label="Notification rules" className="divide-y divide-gray-200 dark:divide-gray-700">
      {rules.map((rule) => (
        <li key={rule.id} className="space-y-1 py-2">
          <Switch
            label={rule.ruleName}
            description={`${TYPE_LABEL[rule.ruleType]} · ${rule.scheduleType}${rule.description ? ` · ${rule.description}` : ""}`}
            checked={rule.isActive}
            disabled={busy}
            onChange={(isActive) => onToggle(rule, isActive)}
          />
          {editing?.id === rule.id ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                const name = editing.name.trim();
                if (!name) return;
                onRename(rule, name);
                setEditing(null);
              }}
            >
              <TextField
                label={`New name for ${rule.ruleName}`}
                maxLength={RULE_NAME_MAX_LENGTH}
                value={editing.name}
                onChange={(e) => setEditing({ id: rule.id, name: e.target.value })}
              />
              <Button type="submit" className={smallButton} disabled={busy || !editing.name.trim()}>
                Save
              </Button>
              <Button variant="ghost" className={smallButton} onClick={() => setEditing(null)}>
                Cancel
              </Button>
            </form>
          ) : (
            <Button
              variant="ghost"
              className={smallButton}
              disabled={busy}
              aria-label={`Rename rule ${rule.ruleName}`}
              onClick={() => setEditing({ id: rule.id, name: rule.ruleName })}
            >
              Rename
            </Button>
          )}
          <Button
            variant="ghost"
            className={smallButton}
            disabled={busy}
            aria-label={`Delete rule ${rule.ruleName}`}
            onClick={() => onDelete(rule)}
          >
            Delete
          </Button>
        </li>
      ))}
    </ul>
  );
}
