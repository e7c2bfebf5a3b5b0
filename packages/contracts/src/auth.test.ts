import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AUTH_MESSAGES,
  emailSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  publicUsernameSchema,
  registerFormSchema,
  registerRequestSchema,
  registrationPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  resetPasswordSchema,
  usernameSchema,
} from "./auth.ts";

/**
 * The expected texts are copied verbatim from the spec (000 §5 Login / Registration,
 * 001 §5 Forgot password / Reset password) rather than read from AUTH_MESSAGES, so a changed
 * constant fails here.
 */
const MSG = {
  usernameOrEmailRequired: "Username or email is required",
  passwordRequired: "Password is required",
  usernameRequired: "Username is required",
  usernameFormat: "Username must be 3-20 characters, letters, numbers, underscore, or dash only",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters long",
  passwordNeedsLetter: "Password must contain at least one letter",
  passwordNeedsNumber: "Password must contain at least one number",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  termsRequired: "You must accept the terms and conditions",
  forgotEmailRequired: "Email address is required",
  resetPasswordRequirements: "Password does not meet requirements",
} as const;

interface Issue {
  path: PropertyKey[];
  message: string;
}

/** Issues of a failed parse as plain {path, message} pairs; fails the test if parsing succeeded. */
function issuesOf(result: z.ZodSafeParseResult<unknown>): Issue[] {
  expect(result.success, "expected the parse to fail").toBe(false);
  return (result.error?.issues ?? []).map(({ path, message }) => ({ path, message }));
}

/** The parsed data of a successful parse; fails the test (showing the issues) otherwise. */
function dataOf<T>(result: z.ZodSafeParseResult<T>): T {
  expect(result.error?.issues ?? []).toEqual([]);
  expect(result.success).toBe(true);
  return result.data as T;
}

/** An address of exactly `length` characters: a run of "a" followed by "@example.com". */
function emailOfLength(length: number): string {
  const domain = "@example.com";
  return "a".repeat(length - domain.length) + domain;
}

const VALID_REGISTRATION = {
  username: "fan_42",
  email: "fan@example.com",
  password: "goteam123",
  acceptedTerms: true,
} as const;

const VALID_REGISTER_FORM = {
  ...VALID_REGISTRATION,
  confirmPassword: VALID_REGISTRATION.password,
} as const;

describe("publicUsernameSchema", () => {
  it.each(["Huddle", "Huddle_Moderator", "Hudd1e", "admin", "M0derator", "Team_Support"])(
    "refuses %s with the reserved text",
    (name) => {
      expect(issuesOf(publicUsernameSchema.safeParse(name))).toEqual([
        { path: [], message: AUTH_MESSAGES.usernameReserved },
      ]);
    },
  );

  it("keeps the format message for a malformed name", () => {
    expect(issuesOf(publicUsernameSchema.safeParse("a b"))).toEqual([
      { path: [], message: MSG.usernameFormat },
    ]);
  });

  it("accepts an ordinary fan name", () => {
    expect(dataOf(publicUsernameSchema.safeParse("fan_42"))).toBe("fan_42");
  });
});

describe("usernameSchema", () => {
  it("rejects a username of 2 characters", () => {
    expect(issuesOf(usernameSchema.safeParse("ab"))).toEqual([
      { path: [], message: MSG.usernameFormat },
    ]);
  });

  it("accepts a username of 3 characters", () => {
    expect(dataOf(usernameSchema.safeParse("abc"))).toBe("abc");
  });

  it("accepts a username of 20 characters", () => {
    const name = "a".repeat(20);
    expect(dataOf(usernameSchema.safeParse(name))).toBe(name);
  });

  it("rejects a username of 21 characters", () => {
    expect(issuesOf(usernameSchema.safeParse("a".repeat(21)))).toEqual([
      { path: [], message: MSG.usernameFormat },
    ]);
  });

  it.each([
    ["lowercase letters", "fanzone"],
    ["uppercase letters", "FANZONE"],
    ["mixed-case letters", "FanZone"],
    ["digits only", "12345"],
    ["an underscore", "fan_zone"],
    ["a dash", "fan-zone"],
    ["a leading underscore and dash", "_-fan"],
    ["every allowed character class", "Fan_Zone-2024"],
  ])("accepts a username made of %s", (_label, name) => {
    expect(dataOf(usernameSchema.safeParse(name))).toBe(name);
  });

  it.each([
    ["an inner space", "fan zone"],
    ["a dot", "fan.zone"],
    ["an @", "fan@zone"],
    ["an emoji", "fan😀zone"],
    ["only emoji", "😀😀😀"],
    ["an accented letter", "fané"],
    ["a plus sign", "fan+zone"],
    ["a slash", "fan/zone"],
    ["an inner tab", "fan\tzone"],
  ])("rejects a username containing %s with the format message", (_label, name) => {
    expect(issuesOf(usernameSchema.safeParse(name))).toEqual([
      { path: [], message: MSG.usernameFormat },
    ]);
  });

  it("reports only 'Username is required' for an empty username", () => {
    expect(issuesOf(usernameSchema.safeParse(""))).toEqual([
      { path: [], message: MSG.usernameRequired },
    ]);
  });

  it("reports only 'Username is required' for a whitespace-only username", () => {
    expect(issuesOf(usernameSchema.safeParse("   "))).toEqual([
      { path: [], message: MSG.usernameRequired },
    ]);
  });

  it("reports only 'Username is required' for a missing username", () => {
    expect(issuesOf(usernameSchema.safeParse(undefined))).toEqual([
      { path: [], message: MSG.usernameRequired },
    ]);
  });

  it("rejects a username that is not a string with 'Username is required'", () => {
    expect(issuesOf(usernameSchema.safeParse(12345))).toEqual([
      { path: [], message: MSG.usernameRequired },
    ]);
  });
});

describe("emailSchema", () => {
  it.each([
    ["a simple address", "fan@example.com"],
    ["a subdomain", "fan@mail.example.co.uk"],
    ["plus addressing", "fan+huddle@example.com"],
    ["a one-letter top-level domain", "a@b.c"],
  ])("accepts %s", (_label, email) => {
    expect(dataOf(emailSchema.safeParse(email))).toBe(email);
  });

  it("reports only 'Email is required' for a missing email", () => {
    expect(issuesOf(emailSchema.safeParse(undefined))).toEqual([
      { path: [], message: MSG.emailRequired },
    ]);
  });

  it("reports only 'Email is required' for an empty email", () => {
    expect(issuesOf(emailSchema.safeParse(""))).toEqual([{ path: [], message: MSG.emailRequired }]);
  });

  it("reports only 'Email is required' for a whitespace-only email", () => {
    expect(issuesOf(emailSchema.safeParse("   "))).toEqual([
      { path: [], message: MSG.emailRequired },
    ]);
  });

  it.each([
    ["has no @", "fan.example.com"],
    ["has no dot in the domain", "fan@example"],
    ["has nothing before the @", "@example.com"],
    ["has nothing after the @", "fan@"],
    ["ends with the domain dot", "fan@example."],
    ["has two @ signs", "fan@@example.com"],
    ["has a space in the local part", "f an@example.com"],
    ["has a space in the domain", "fan@exam ple.com"],
    ["is a bare word", "fan"],
    ["is a comma-separated list", "attacker,victim@example.org"],
    ["has a quoted display name", '"x"<v@example.org>'],
    ["is in angle brackets", "<v@example.org>"],
    ["is a semicolon-separated list", "a;v@example.org"],
    ["has a comment", "fan(x)@example.org"],
    ["has two dots in a row", "f..an@example.org"],
    ["starts with a dot", ".fan@example.org"],
    ["has a domain label starting with a dash", "fan@-example.org"],
  ])("rejects an email that %s with the format message", (_label, email) => {
    expect(issuesOf(emailSchema.safeParse(email))).toEqual([
      { path: [], message: MSG.emailInvalid },
    ]);
  });

  it("accepts an email of 254 characters", () => {
    const email = emailOfLength(254);
    expect(email).toHaveLength(254);
    expect(dataOf(emailSchema.safeParse(email))).toBe(email);
  });

  it("rejects an email of 255 characters with only the format message", () => {
    const email = emailOfLength(255);
    expect(email).toHaveLength(255);
    expect(issuesOf(emailSchema.safeParse(email))).toEqual([
      { path: [], message: MSG.emailInvalid },
    ]);
  });

  it("trims surrounding whitespace from the email", () => {
    expect(dataOf(emailSchema.safeParse("  fan@example.com\t\n"))).toBe("fan@example.com");
  });

  it("measures the 254-character limit after trimming", () => {
    const email = emailOfLength(254);
    expect(dataOf(emailSchema.safeParse(`  ${email}  `))).toBe(email);
  });
});

describe("registrationPasswordSchema", () => {
  it("rejects a password of 7 characters with only the length message", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse("abcdef1"))).toEqual([
      { path: [], message: MSG.passwordTooShort },
    ]);
  });

  it("accepts a password of 8 characters with a letter and a number", () => {
    expect(dataOf(registrationPasswordSchema.safeParse("abcdefg1"))).toBe("abcdefg1");
  });

  it("reports the length message alone for a short password that also lacks a number", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse("abc"))).toEqual([
      { path: [], message: MSG.passwordTooShort },
    ]);
  });

  it("rejects a password without a letter", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse("12345678"))).toEqual([
      { path: [], message: MSG.passwordNeedsLetter },
    ]);
  });

  it("rejects a password without a number", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse("abcdefgh"))).toEqual([
      { path: [], message: MSG.passwordNeedsNumber },
    ]);
  });

  it("reports only the letter message for a password with neither letter nor number", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse("!!!!!!!!"))).toEqual([
      { path: [], message: MSG.passwordNeedsLetter },
    ]);
  });

  it("accepts an uppercase letter as the required letter", () => {
    expect(dataOf(registrationPasswordSchema.safeParse("1234567A"))).toBe("1234567A");
  });

  it("reports only 'Password is required' for an empty password", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse(""))).toEqual([
      { path: [], message: MSG.passwordRequired },
    ]);
  });

  it("reports only 'Password is required' for a missing password", () => {
    expect(issuesOf(registrationPasswordSchema.safeParse(undefined))).toEqual([
      { path: [], message: MSG.passwordRequired },
    ]);
  });

  it("does not trim the password", () => {
    expect(dataOf(registrationPasswordSchema.safeParse(" abcdef1 "))).toBe(" abcdef1 ");
  });
});

describe("registerRequestSchema", () => {
  it("accepts a complete registration", () => {
    expect(dataOf(registerRequestSchema.safeParse(VALID_REGISTRATION))).toEqual(VALID_REGISTRATION);
  });

  it("accepts an acceptedTermsAt timestamp with an offset", () => {
    const input = { ...VALID_REGISTRATION, acceptedTermsAt: "2025-11-01T12:00:00+01:00" };
    expect(dataOf(registerRequestSchema.safeParse(input))).toEqual(input);
  });

  it("rejects an acceptedTermsAt that is not an ISO date-time", () => {
    const issues = issuesOf(
      registerRequestSchema.safeParse({ ...VALID_REGISTRATION, acceptedTermsAt: "yesterday" }),
    );
    expect(issues.map((i) => i.path)).toEqual([["acceptedTermsAt"]]);
  });

  it("trims the username and the email", () => {
    const data = dataOf(
      registerRequestSchema.safeParse({
        ...VALID_REGISTRATION,
        username: " fan_42 ",
        email: " fan@example.com ",
      }),
    );
    expect(data.username).toBe("fan_42");
    expect(data.email).toBe("fan@example.com");
  });

  it("reports each required field at its own path for an empty body", () => {
    expect(issuesOf(registerRequestSchema.safeParse({}))).toEqual([
      { path: ["username"], message: MSG.usernameRequired },
      { path: ["email"], message: MSG.emailRequired },
      { path: ["password"], message: MSG.passwordRequired },
      { path: ["acceptedTerms"], message: MSG.termsRequired },
    ]);
  });

  it("reports one message per invalid field", () => {
    expect(
      issuesOf(
        registerRequestSchema.safeParse({
          ...VALID_REGISTRATION,
          username: "ab",
          email: "fan@example",
          password: "abcdefgh",
        }),
      ),
    ).toEqual([
      { path: ["username"], message: MSG.usernameFormat },
      { path: ["email"], message: MSG.emailInvalid },
      { path: ["password"], message: MSG.passwordNeedsNumber },
    ]);
  });
});

describe("registerFormSchema", () => {
  it("accepts a complete form", () => {
    expect(dataOf(registerFormSchema.safeParse(VALID_REGISTER_FORM))).toEqual(VALID_REGISTER_FORM);
  });

  it("asks to confirm the password when the confirmation is empty", () => {
    expect(
      issuesOf(registerFormSchema.safeParse({ ...VALID_REGISTER_FORM, confirmPassword: "" })),
    ).toEqual([{ path: ["confirmPassword"], message: MSG.confirmRequired }]);
  });

  it("asks to confirm the password when the confirmation is missing", () => {
    expect(issuesOf(registerFormSchema.safeParse(VALID_REGISTRATION))).toEqual([
      { path: ["confirmPassword"], message: MSG.confirmRequired },
    ]);
  });

  it("reports 'Passwords do not match' on confirmPassword when they differ", () => {
    expect(
      issuesOf(
        registerFormSchema.safeParse({ ...VALID_REGISTER_FORM, confirmPassword: "goteam124" }),
      ),
    ).toEqual([{ path: ["confirmPassword"], message: MSG.passwordsDoNotMatch }]);
  });

  it("treats a confirmation that differs only in case as a mismatch", () => {
    expect(
      issuesOf(
        registerFormSchema.safeParse({ ...VALID_REGISTER_FORM, confirmPassword: "GOTEAM123" }),
      ),
    ).toEqual([{ path: ["confirmPassword"], message: MSG.passwordsDoNotMatch }]);
  });

  it("requires the terms to be accepted", () => {
    expect(
      issuesOf(registerFormSchema.safeParse({ ...VALID_REGISTER_FORM, acceptedTerms: false })),
    ).toEqual([{ path: ["acceptedTerms"], message: MSG.termsRequired }]);
  });

  it("requires the terms to be accepted when acceptedTerms is missing", () => {
    const { username, email, password, confirmPassword } = VALID_REGISTER_FORM;
    const withoutTerms = { username, email, password, confirmPassword };
    expect(issuesOf(registerFormSchema.safeParse(withoutTerms))).toEqual([
      { path: ["acceptedTerms"], message: MSG.termsRequired },
    ]);
  });

  it("reports unaccepted terms and mismatched passwords together", () => {
    expect(
      issuesOf(
        registerFormSchema.safeParse({
          ...VALID_REGISTER_FORM,
          confirmPassword: "different1",
          acceptedTerms: false,
        }),
      ),
    ).toEqual([
      { path: ["acceptedTerms"], message: MSG.termsRequired },
      { path: ["confirmPassword"], message: MSG.passwordsDoNotMatch },
    ]);
  });

  it("applies the username, email and password rules of registration", () => {
    expect(
      issuesOf(
        registerFormSchema.safeParse({
          ...VALID_REGISTER_FORM,
          username: "a".repeat(21),
          email: "fan example.com",
          password: "abcdef1",
          confirmPassword: "abcdef1",
        }),
      ),
    ).toEqual([
      { path: ["username"], message: MSG.usernameFormat },
      { path: ["email"], message: MSG.emailInvalid },
      { path: ["password"], message: MSG.passwordTooShort },
    ]);
  });

  it("reports only the required messages for an empty form", () => {
    expect(
      issuesOf(
        registerFormSchema.safeParse({
          username: "",
          email: "",
          password: "",
          confirmPassword: "",
          acceptedTerms: false,
        }),
      ),
    ).toEqual([
      { path: ["username"], message: MSG.usernameRequired },
      { path: ["email"], message: MSG.emailRequired },
      { path: ["password"], message: MSG.passwordRequired },
      { path: ["confirmPassword"], message: MSG.confirmRequired },
      { path: ["acceptedTerms"], message: MSG.termsRequired },
    ]);
  });
});

describe("loginRequestSchema", () => {
  it("accepts a username and password", () => {
    expect(
      dataOf(loginRequestSchema.safeParse({ usernameOrEmail: "fan_42", password: "x" })),
    ).toEqual({
      usernameOrEmail: "fan_42",
      password: "x",
    });
  });

  it("accepts an email as the identifier", () => {
    const input = { usernameOrEmail: "fan@example.com", password: "goteam123" };
    expect(dataOf(loginRequestSchema.safeParse(input))).toEqual(input);
  });

  it("does not apply the registration rules to the login password", () => {
    const input = { usernameOrEmail: "fan_42", password: "a" };
    expect(dataOf(loginRequestSchema.safeParse(input))).toEqual(input);
  });

  it("reports both required messages for an empty body", () => {
    expect(issuesOf(loginRequestSchema.safeParse({}))).toEqual([
      { path: ["usernameOrEmail"], message: MSG.usernameOrEmailRequired },
      { path: ["password"], message: MSG.passwordRequired },
    ]);
  });

  it("reports both required messages for empty strings", () => {
    expect(issuesOf(loginRequestSchema.safeParse({ usernameOrEmail: "", password: "" }))).toEqual([
      { path: ["usernameOrEmail"], message: MSG.usernameOrEmailRequired },
      { path: ["password"], message: MSG.passwordRequired },
    ]);
  });

  it("requires the username or email when it is only whitespace", () => {
    expect(
      issuesOf(loginRequestSchema.safeParse({ usernameOrEmail: "  ", password: "x" })),
    ).toEqual([{ path: ["usernameOrEmail"], message: MSG.usernameOrEmailRequired }]);
  });

  it("requires the password", () => {
    expect(issuesOf(loginRequestSchema.safeParse({ usernameOrEmail: "fan_42" }))).toEqual([
      { path: ["password"], message: MSG.passwordRequired },
    ]);
  });

  it("trims the username or email but not the password", () => {
    expect(
      dataOf(loginRequestSchema.safeParse({ usernameOrEmail: " fan_42 ", password: " secret " })),
    ).toEqual({ usernameOrEmail: "fan_42", password: " secret " });
  });
});

describe("forgotPasswordRequestSchema", () => {
  it("accepts a valid email and trims it", () => {
    expect(dataOf(forgotPasswordRequestSchema.safeParse({ email: " fan@example.com " }))).toEqual({
      email: "fan@example.com",
    });
  });

  it.each([
    ["missing", {}],
    ["empty", { email: "" }],
    ["only whitespace", { email: "   " }],
  ])("reports only 'Email address is required' when the email is %s", (_label, input) => {
    expect(issuesOf(forgotPasswordRequestSchema.safeParse(input))).toEqual([
      { path: ["email"], message: MSG.forgotEmailRequired },
    ]);
  });

  it.each([
    ["has no @", "fan.example.com"],
    ["has no dot in the domain", "fan@example"],
    ["contains a space", "fan @example.com"],
  ])("rejects an email that %s with 'Please enter a valid email address'", (_label, email) => {
    expect(issuesOf(forgotPasswordRequestSchema.safeParse({ email }))).toEqual([
      { path: ["email"], message: MSG.emailInvalid },
    ]);
  });

  it("accepts an email of 254 characters", () => {
    const email = emailOfLength(254);
    expect(dataOf(forgotPasswordRequestSchema.safeParse({ email }))).toEqual({ email });
  });

  it("rejects an email of 255 characters", () => {
    expect(issuesOf(forgotPasswordRequestSchema.safeParse({ email: emailOfLength(255) }))).toEqual([
      { path: ["email"], message: MSG.emailInvalid },
    ]);
  });
});

describe("resetPasswordSchema", () => {
  it("accepts a password meeting all five rules", () => {
    expect(dataOf(resetPasswordSchema.safeParse("Goteam1!"))).toBe("Goteam1!");
  });

  it("reports only 'Password is required' for an empty password", () => {
    expect(issuesOf(resetPasswordSchema.safeParse(""))).toEqual([
      { path: [], message: MSG.passwordRequired },
    ]);
  });

  it("reports only 'Password is required' for a missing password", () => {
    expect(issuesOf(resetPasswordSchema.safeParse(undefined))).toEqual([
      { path: [], message: MSG.passwordRequired },
    ]);
  });

  it.each([
    ["is 7 characters long", "Gotea1!"],
    ["has no uppercase letter", "goteam1!"],
    ["has no lowercase letter", "GOTEAM1!"],
    ["has no digit", "Goteam!!"],
    ["has no special character", "Goteam12"],
    ["meets only the length rule", "        "],
  ])("rejects a password that %s with 'Password does not meet requirements'", (_label, pw) => {
    expect(issuesOf(resetPasswordSchema.safeParse(pw))).toEqual([
      { path: [], message: MSG.resetPasswordRequirements },
    ]);
  });

  it("accepts a password of exactly 8 characters", () => {
    expect(dataOf(resetPasswordSchema.safeParse("Ab1!Ab1!"))).toBe("Ab1!Ab1!");
  });
});

describe("resetPasswordRequestSchema", () => {
  it("accepts a token and a strong password", () => {
    const input = { token: "abc123", newPassword: "Goteam1!" };
    expect(dataOf(resetPasswordRequestSchema.safeParse(input))).toEqual(input);
  });

  it("applies the reset password rules to newPassword", () => {
    expect(
      issuesOf(resetPasswordRequestSchema.safeParse({ token: "abc123", newPassword: "goteam12" })),
    ).toEqual([{ path: ["newPassword"], message: MSG.resetPasswordRequirements }]);
  });

  it("reports 'Password is required' for an empty newPassword", () => {
    expect(
      issuesOf(resetPasswordRequestSchema.safeParse({ token: "abc123", newPassword: "" })),
    ).toEqual([{ path: ["newPassword"], message: MSG.passwordRequired }]);
  });

  it("rejects an empty token", () => {
    const issues = issuesOf(
      resetPasswordRequestSchema.safeParse({ token: "", newPassword: "Goteam1!" }),
    );
    expect(issues.map((i) => i.path)).toEqual([["token"]]);
  });
});

describe("resetPasswordFormSchema", () => {
  it("accepts a strong password with a matching confirmation", () => {
    const input = { newPassword: "Goteam1!", confirmPassword: "Goteam1!" };
    expect(dataOf(resetPasswordFormSchema.safeParse(input))).toEqual(input);
  });

  it("reports 'Password is required' and 'Please confirm your password' for an empty form", () => {
    expect(
      issuesOf(resetPasswordFormSchema.safeParse({ newPassword: "", confirmPassword: "" })),
    ).toEqual([
      { path: ["newPassword"], message: MSG.passwordRequired },
      { path: ["confirmPassword"], message: MSG.confirmRequired },
    ]);
  });

  it("asks to confirm the password without also reporting a mismatch", () => {
    expect(
      issuesOf(resetPasswordFormSchema.safeParse({ newPassword: "Goteam1!", confirmPassword: "" })),
    ).toEqual([{ path: ["confirmPassword"], message: MSG.confirmRequired }]);
  });

  it("asks to confirm the password when the confirmation is missing", () => {
    expect(issuesOf(resetPasswordFormSchema.safeParse({ newPassword: "Goteam1!" }))).toEqual([
      { path: ["confirmPassword"], message: MSG.confirmRequired },
    ]);
  });

  it("reports 'Passwords do not match' on confirmPassword when they differ", () => {
    expect(
      issuesOf(
        resetPasswordFormSchema.safeParse({ newPassword: "Goteam1!", confirmPassword: "Goteam1?" }),
      ),
    ).toEqual([{ path: ["confirmPassword"], message: MSG.passwordsDoNotMatch }]);
  });

  it("reports 'Password does not meet requirements' for a weak new password", () => {
    expect(
      issuesOf(
        resetPasswordFormSchema.safeParse({ newPassword: "goteam12", confirmPassword: "goteam12" }),
      ),
    ).toEqual([{ path: ["newPassword"], message: MSG.resetPasswordRequirements }]);
  });
});
