import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link a local user needs, logged when mail goes to the outbox folder. */
  link?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Sends without making the caller wait (so a response's timing reveals nothing). */
  sendInBackground(mail: OutgoingMail): void;
  /** Resolves when every background send has finished; used by shutdown and tests. */
  idle(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
}

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in
 * the outbox folder and its link logged, so a local install can follow reset links.
 */
export function createMailer({ from, smtpUrl, outboxDir, logger }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail): Promise<void> {
    const info = await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    if (smtpUrl) {
      logger.info({ messageId: info.messageId, subject: mail.subject }, "mail sent over SMTP");
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${Date.now()}-${info.messageId.replace(/[<>@]/g, "")}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    logger.info({ file, subject: mail.subject, link: mail.link }, "mail written to outbox");
  }

  return {
    send,
    sendInBackground(mail) {
      const job = send(mail)
        .catch((err: unknown) => logger.error({ err, subject: mail.subject }, "mail failed"))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}
