import { PASSWORD_MIN_LENGTH } from "../constants.ts";

/**
 * spec 001 §5 Reset password: 8+ characters, upper, lower, digit and one special character.
 * The spec does not show the special set; ours is every ASCII punctuation mark (docs/decisions.md).
 */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

export interface PasswordRule {
  id: "length" | "upper" | "lower" | "digit" | "special";
  label: string;
  test: (password: string) => boolean;
}

export const RESET_PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: "upper", label: "One uppercase letter", test: (p) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter", test: (p) => /[a-z]/.test(p) },
  { id: "digit", label: "One number", test: (p) => /[0-9]/.test(p) },
  {
    id: "special",
    label: "One special character (e.g. ! @ # $ %)",
    test: (p) => [...p].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  },
];

export type PasswordStrength = "weak" | "fair" | "good" | "strong";

/** spec 001 §5: 0-2 rules met is weak, 3 fair, 4 good, 5 strong. */
export function passwordStrength(password: string): {
  met: number;
  strength: PasswordStrength;
  passed: Record<PasswordRule["id"], boolean>;
} {
  const passed = Object.fromEntries(
    RESET_PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)]),
  ) as Record<PasswordRule["id"], boolean>;
  const met = Object.values(passed).filter(Boolean).length;
  const strength: PasswordStrength =
    met <= 2 ? "weak" : met === 3 ? "fair" : met === 4 ? "good" : "strong";
  return { met, strength, passed };
}

export function meetsResetPasswordRules(password: string): boolean {
  return RESET_PASSWORD_RULES.every((rule) => rule.test(password));
}
