import { describe, expect, it } from "vitest";
import {
  PASSWORD_SPECIAL_CHARACTERS,
  RESET_PASSWORD_RULES,
  meetsResetPasswordRules,
  passwordStrength,
  type PasswordRule,
} from "./password-strength.ts";

type RuleId = PasswordRule["id"];

const NONE_PASSED: Record<RuleId, boolean> = {
  length: false,
  upper: false,
  lower: false,
  digit: false,
  special: false,
};

/** Printable ASCII that is neither a letter, a digit nor a space (docs/decisions.md). */
const ASCII_PUNCTUATION = Array.from({ length: 127 - 33 }, (_, i) =>
  String.fromCharCode(33 + i),
).filter((c) => !/[A-Za-z0-9]/.test(c));

function passedOnly(...ids: RuleId[]): Record<RuleId, boolean> {
  return { ...NONE_PASSED, ...Object.fromEntries(ids.map((id) => [id, true])) };
}

describe("RESET_PASSWORD_RULES", () => {
  it("lists the five spec rules: length, uppercase, lowercase, digit, special", () => {
    expect(RESET_PASSWORD_RULES.map((rule) => rule.id)).toEqual([
      "length",
      "upper",
      "lower",
      "digit",
      "special",
    ]);
  });

  it("gives every rule a non-empty label", () => {
    for (const rule of RESET_PASSWORD_RULES) expect(rule.label.trim()).not.toBe("");
  });
});

describe("passwordStrength", () => {
  describe("strength by number of rules met", () => {
    it.each([
      [0, "", "weak"],
      [1, "a", "weak"],
      [2, "aB", "weak"],
      [3, "aB3", "fair"],
      [4, "aB3!", "good"],
      [5, "aB3!aB3!", "strong"],
    ] as const)("rates a password meeting %i rules (%j) as %s", (met, password, strength) => {
      const result = passwordStrength(password);
      expect(result.met).toBe(met);
      expect(result.strength).toBe(strength);
    });

    it("rates 2 rules met as weak and 3 as fair", () => {
      expect(passwordStrength("abcdefgh").strength).toBe("weak");
      expect(passwordStrength("abcdefg1").strength).toBe("fair");
    });

    it("rates 4 rules met as good and 5 as strong", () => {
      expect(passwordStrength("Abcdefg1").strength).toBe("good");
      expect(passwordStrength("Abcdef1!").strength).toBe("strong");
    });
  });

  describe("each rule on its own", () => {
    it.each([
      ["length", "        "],
      ["upper", "A"],
      ["lower", "a"],
      ["digit", "7"],
      ["special", "!"],
    ] as const)("meets only the %s rule for %j", (id, password) => {
      expect(passwordStrength(password)).toEqual({
        met: 1,
        strength: "weak",
        passed: passedOnly(id),
      });
    });

    it.each([
      ["length", "Ab1!xyz"],
      ["upper", "abc1!xyz"],
      ["lower", "ABC1!XYZ"],
      ["digit", "Abc!!xyz"],
      ["special", "Abc12xyz"],
    ] as const)("misses only the %s rule for %j and rates it good", (id, password) => {
      const result = passwordStrength(password);
      expect(result.met).toBe(4);
      expect(result.strength).toBe("good");
      expect(result.passed).toEqual({
        length: true,
        upper: true,
        lower: true,
        digit: true,
        special: true,
        [id]: false,
      });
    });

    it("reports no rules met for an empty password", () => {
      expect(passwordStrength("")).toEqual({ met: 0, strength: "weak", passed: NONE_PASSED });
    });
  });

  describe("length rule", () => {
    it("is not met by 7 characters", () => {
      expect(passwordStrength("aaaaaaa").passed.length).toBe(false);
    });

    it("is met by 8 characters", () => {
      expect(passwordStrength("aaaaaaaa").passed.length).toBe(true);
    });

    it("is met by more than 8 characters", () => {
      expect(passwordStrength("a".repeat(64)).passed.length).toBe(true);
    });
  });

  describe("character class rules", () => {
    it("does not count a lowercase letter as uppercase or vice versa", () => {
      expect(passwordStrength("z").passed).toEqual(passedOnly("lower"));
      expect(passwordStrength("Z").passed).toEqual(passedOnly("upper"));
    });

    it.each(["0", "5", "9"])("counts the digit %s", (digit) => {
      expect(passwordStrength(digit).passed.digit).toBe(true);
    });
  });

  describe("special character rule", () => {
    it("uses exactly the 32 ASCII punctuation marks as the special set", () => {
      expect(ASCII_PUNCTUATION).toHaveLength(32);
      expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([...ASCII_PUNCTUATION].sort());
    });

    it.each(ASCII_PUNCTUATION)("counts %j as a special character", (char) => {
      expect(passwordStrength(char).passed).toEqual(passedOnly("special"));
    });

    it.each([
      ["a space", " "],
      ["a letter", "x"],
      ["a digit", "1"],
      ["a non-ASCII symbol", "€"],
      ["an emoji", "😀"],
    ])("does not count %s as a special character", (_label, char) => {
      expect(passwordStrength(char).passed.special).toBe(false);
    });
  });
});

describe("meetsResetPasswordRules", () => {
  it("accepts a password meeting all five rules", () => {
    expect(meetsResetPasswordRules("Goteam1!")).toBe(true);
  });

  it.each([
    ["is 7 characters long", "Gotea1!"],
    ["has no uppercase letter", "goteam1!"],
    ["has no lowercase letter", "GOTEAM1!"],
    ["has no digit", "Goteam!!"],
    ["has no special character", "Goteam12"],
    ["is empty", ""],
  ])("rejects a password that %s", (_label, password) => {
    expect(meetsResetPasswordRules(password)).toBe(false);
  });

  it("agrees with passwordStrength: only a strong password meets the rules", () => {
    for (const password of ["", "a", "aB", "aB3", "aB3!", "aB3!aB3!", "Abcdefg1", "Abcdef1!"]) {
      expect(meetsResetPasswordRules(password)).toBe(
        passwordStrength(password).strength === "strong",
      );
    }
  });
});
