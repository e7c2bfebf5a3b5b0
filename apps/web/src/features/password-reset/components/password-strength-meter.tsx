import { RESET_PASSWORD_RULES, passwordStrength } from "@huddle/contracts/rules/password-strength";

const LABELS = { weak: "Weak", fair: "Fair", good: "Good", strong: "Strong" } as const;
const COLORS = {
  weak: "bg-red-600",
  fair: "bg-amber-500",
  good: "bg-sky-600",
  strong: "bg-green-600",
} as const;

/** spec 001 §5: live strength (0-2 rules weak, 3 fair, 4 good, 5 strong) and the checklist. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { met, strength, passed } = passwordStrength(password);
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <div
          className="h-2 flex-1 overflow-hidden rounded bg-gray-200 dark:bg-gray-700"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={RESET_PASSWORD_RULES.length}
          aria-valuenow={met}
          aria-valuetext={LABELS[strength]}
        >
          <div
            className={`h-full ${COLORS[strength]}`}
            style={{ width: `${(met / RESET_PASSWORD_RULES.length) * 100}%` }}
          />
        </div>
        <span className="text-sm font-medium" aria-live="polite">
          Strength: {LABELS[strength]}
        </span>
      </div>
      <ul className="space-y-1 text-sm">
        {RESET_PASSWORD_RULES.map((rule) => (
          <li
            key={rule.id}
            className={
              passed[rule.id]
                ? "text-green-700 dark:text-green-400"
                : "text-gray-600 dark:text-gray-300"
            }
          >
            <span aria-hidden="true">{passed[rule.id] ? "✓" : "○"}</span> {rule.label}
            <span className="sr-only">{passed[rule.id] ? " (met)" : " (not met)"}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
