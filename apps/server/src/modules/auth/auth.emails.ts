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

export function passwordResetEmail(to: string, username: string, link: string): OutgoingMail {
  const paragraphs = [
    `Hi ${username},`,
    "Someone asked to reset the password of your Huddle account. If it was you, choose a new password with the link below. The link is valid for 1 hour and works once.",
    "If you did not ask for this, you can ignore this email; your password stays the same.",
  ];
  return {
    to,
    subject: "Reset your Huddle password",
    text: `${paragraphs.join("\n\n")}\n\nReset your password: ${link}\n`,
    html: layout({
      title: "Reset your password",
      paragraphs,
      action: { label: "Reset password", url: link },
    }),
    link,
  };
}

export function emailVerificationEmail(to: string, username: string, link: string): OutgoingMail {
  const paragraphs = [
    `Welcome to Huddle, ${username}!`,
    "Please confirm your email address to finish setting up your account. The link is valid for 24 hours.",
  ];
  return {
    to,
    subject: "Verify your Huddle email address",
    text: `${paragraphs.join("\n\n")}\n\nVerify your email: ${link}\n`,
    html: layout({
      title: "Verify your email address",
      paragraphs,
      action: { label: "Verify email", url: link },
    }),
    link,
  };
}

/** Asked for from the profile, e.g. to turn on email notifications; not a welcome. */
export function resentVerificationEmail(to: string, username: string, link: string): OutgoingMail {
  const paragraphs = [
    `Hi ${username},`,
    "Please confirm your email address so Huddle can send you email notifications. The link is valid for 24 hours.",
    "If you did not ask for this, you can ignore this email.",
  ];
  return {
    to,
    subject: "Verify your Huddle email address",
    text: `${paragraphs.join("\n\n")}\n\nVerify your email: ${link}\n`,
    html: layout({
      title: "Verify your email address",
      paragraphs,
      action: { label: "Verify email", url: link },
    }),
    link,
  };
}
