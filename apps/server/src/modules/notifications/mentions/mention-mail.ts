import { mailTemplate } from "../../../lib/mail/mail-template.ts";
import type { OutgoingMail } from "../../../lib/mail/mailer.ts";

const mentionHtml = mailTemplate<{ title: string; body: string; link: string }>(
  `<p><%= it.title %>:</p><blockquote><%= it.body %></blockquote><p><a href="<%= it.link %>">Open the room</a></p>`,
);

/** The email for a mention: who, where, the message preview and a link to the room. */
export function mentionMail(
  to: string,
  mention: { title: string; body: string; url: string },
  publicUrl: string,
): OutgoingMail {
  const link = `${publicUrl.replace(/\/$/, "")}${mention.url}`;
  return {
    to,
    subject: mention.title,
    text: `${mention.title}:\n\n${mention.body}\n\nOpen the room: ${link}\n`,
    html: mentionHtml({ title: mention.title, body: mention.body, link }),
    link,
  };
}
