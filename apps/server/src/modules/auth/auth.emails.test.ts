import { describe, expect, it } from "vitest";
import {
  emailVerificationEmail,
  passwordResetEmail,
  resentVerificationEmail,
} from "./auth.emails.ts";

const LINK = "http://127.0.0.1:3000/reset-password?token=abc&x=1";

describe("the account mails", () => {
  it.each([
    ["password reset", passwordResetEmail, "Reset your Huddle password", "Reset your password"],
    [
      "verification",
      emailVerificationEmail,
      "Verify your Huddle email address",
      "Verify your email",
    ],
    [
      "resent verification",
      resentVerificationEmail,
      "Verify your Huddle email address",
      "Verify your email",
    ],
  ])("the %s mail carries its link as a button and in plain text", (_, build, subject, lead) => {
    const mail = build("fan@example.com", "<b>fan</b>", LINK);
    expect(mail).toMatchObject({ to: "fan@example.com", subject, link: LINK });
    expect(mail.text).toContain(`${lead}: ${LINK}\n`);
    // The name is the fan's own text: escaped in the HTML part.
    expect(mail.html).toContain("&lt;b&gt;fan&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>fan</b>");
    expect(mail.html).toContain('href="http://127.0.0.1:3000/reset-password?token=abc&amp;x=1"');
  });

  it("only the first verification mail welcomes; the resent one says it may be ignored", () => {
    expect(emailVerificationEmail("a@b.co", "ann", LINK).text).toMatch(/^Welcome to Huddle, ann!/);
    const resent = resentVerificationEmail("a@b.co", "ann", LINK).text;
    expect(resent).toMatch(/^Hi ann,/);
    expect(resent).toContain("you can ignore this email");
  });
});
