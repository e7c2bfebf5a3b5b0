import type { NotificationRule } from "@huddle/contracts/notifications";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";

interface RulesListProps {
  rules: readonly NotificationRule[];
  busy: boolean;
  onToggle: (rule: NotificationRule, isActive: boolean) => void;
  onDelete: (rule: NotificationRule) => void;
}

const TYPE_LABEL: Record<NotificationRule["ruleType"], string> = {
  email_digest: "Email digest",
  push_notification: "Push notification",
};

/** spec 000 §3 Notification rule: name, type, schedule, active switch and delete. */
export function RulesList({ rules, busy, onToggle, onDelete }: RulesListProps) {
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
          <Button
            variant="ghost"
            className="px-2! py-1! text-xs!"
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
