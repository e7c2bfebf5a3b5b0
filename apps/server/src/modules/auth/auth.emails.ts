import type { OutgoingMail } from "../../lib/mail/mailer.ts";
import { mailTemplate } from "../../lib/mail/mail-template.ts";

const layout = mailTemplate<{
  title: string;
  paragraphs: string[];
  action: { label: string; url: string };
}>(`<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<h1 style="color:#1a365d"><%= it.title %></h1><% for (const p of it.paragraphs) { %><p><%= p %></p><% } %>
<p><a href="<%= it.action.url %>" style="background:#1a365d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none"><%= it.action.label %></a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, copy this link into your browser: <%= it.action.url %></p>
<p style="font-size:12px;color:#6b7280">Huddle — sports-only fan chat</p></body></html>`);

interface LinkMail {
  subject: string;
  title: string;
  paragraphs: string[];
  /** The button's label; the plain-text part says `${textLead}: link`. */
  action: string;
  textLead: string;
}

/** A mail whose point is one link, as HTML with a button and as plain text. */
function linkMail(to: string, link: string, mail: LinkMail): OutgoingMail {
  return {
    to,
    subject: mail.subject,
    text: `${mail.paragraphs.join("\n\n")}\n\n${mail.textLead}: ${link}\n`,
    html: layout({
      title: mail.title,
      paragraphs: mail.paragraphs,
      action: { label: mail.action, url: link },
    }),
    link,
  };
}

export function passwordResetEmail(to: string, username: string, link: string): OutgoingMail {
  return linkMail(to, link, {
    subject: "Reset your Huddle password",
    title: "Reset your password",
    paragraphs: [
      `Hi ${username},`,
      "Someone asked to reset the password of your Huddle account. If it was you, choose a new password with the link below. The link is valid for 1 hour and works once.",
      "If you did not ask for this, you can ignore this email; your password stays the same.",
    ],
    action: "Reset password",
    textLead: "Reset your password",
  });
}

const VERIFY = {
  subject: "Verify your Huddle email address",
  title: "Verify your email address",
  action: "Verify email",
  textLead: "Verify your email",
};

export function emailVerificationEmail(to: string, username: string, link: string): OutgoingMail {
  return linkMail(to, link, {
    ...VERIFY,
    paragraphs: [
      `Welcome to Huddle, ${username}!`,
      "Please confirm your email address to finish setting up your account. The link is valid for 24 hours.",
    ],
  });
}

/** Asked for from the profile, e.g. to turn on email notifications; not a welcome. */
export function resentVerificationEmail(to: string, username: string, link: string): OutgoingMail {
  return linkMail(to, link, {
    ...VERIFY,
    paragraphs: [
      `Hi ${username},`,
      "Please confirm your email address so Huddle can send you email notifications. The link is valid for 24 hours.",
      "If you did not ask for this, you can ignore this email.",
    ],
  });
}
