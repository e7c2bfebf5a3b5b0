import { describe, expect, it } from "vitest";
import { passwordResetEmail } from "../../modules/auth/auth.emails.ts";
import { joinRequestMail } from "../../modules/notifications/delivery/join-request-notice.ts";
import { mailTemplate } from "./mail-template.ts";

const HOSTILE = `<script>alert("x")</script> & 'co'`;

describe("mail templates", () => {
  it("escapes every interpolated value and keeps whitespace as written", () => {
    const render = mailTemplate<{ name: string }>(`<p>Hi <%= it.name %>,</p>\n<p>bye</p>`);
    expect(render({ name: HOSTILE })).toBe(
      "<p>Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;,</p>\n<p>bye</p>",
    );
  });

  it("never lets user text into an email's markup", () => {
    const reset = passwordResetEmail("a@example.test", HOSTILE, "https://huddle.test/r?t=1&u=2");
    expect(reset.html).not.toContain("<script>");
    expect(reset.html).toContain("Hi &lt;script&gt;");
    expect(reset.html).toContain('href="https://huddle.test/r?t=1&amp;u=2"');
    expect(reset.text).toContain(`Hi ${HOSTILE},`);
    const notice = joinRequestMail(
      "a@example.test",
      {
        requestId: "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f",
        teamId: "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e60",
        teamName: "Team",
        status: "approved",
        message: null,
        title: "t",
        body: HOSTILE,
        url: "/teams/x",
      },
      "https://huddle.test/",
    );
    expect(notice.html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p><p><a href="https://huddle.test/teams/x">Open the team room</a></p>',
    );
  });
});
