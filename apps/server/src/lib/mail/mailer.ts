import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import { isPermanentMailFailure, MAIL_ATTEMPTS_LIMIT } from "./mail-retry-policy.ts";
import type { MailRetryQueue } from "./mail-retry-queue.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link a local user needs, logged when mail goes to the outbox folder. */
  link?: string;
}

export interface Mailer {
  /**
   * Resolves once the relay took the mail or, with a retry queue, once a mail it did not take is
   * queued for another attempt; throws when neither happened.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** Sends without making the caller wait (so a response's timing reveals nothing). */
  sendInBackground(mail: OutgoingMail): void;
  /** Tries the queued mail whose next attempt is due (the `mail-retries` job's round). */
  retryDue(): Promise<{ delivered: number; failed: number }>;
  /** Resolves when every background send has finished; used by shutdown and tests. */
  idle(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  from: string;
  smtpUrl?: string;
  outboxDir: string;
  logger: Logger;
  /** Where mail the relay did not take waits for another attempt; without it a failure throws. */
  retries?: MailRetryQueue;
}

/** Queued mail tried per round; a round stops at the first failure (the relay is still down). */
const RETRY_BATCH = 50;

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise each message is written as an .eml file in
 * the outbox folder and its link logged, so a local install can follow reset links.
 */
export function createMailer({ from, smtpUrl, outboxDir, logger, retries }: MailerOptions): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: OutgoingMail): Promise<void> {
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

  async function send(mail: OutgoingMail): Promise<void> {
    try {
      await deliver(mail);
    } catch (error) {
      if (!retries || isPermanentMailFailure(error)) throw error;
      await retries.add(mail, error);
      logger.warn({ err: error, subject: mail.subject }, "mail not taken; queued to try again");
    }
  }

  async function retryDue() {
    const tally = { delivered: 0, failed: 0 };
    if (!retries) return tally;
    for (const entry of await retries.due(RETRY_BATCH)) {
      try {
        await deliver(entry.mail);
        await retries.remove(entry.id);
        tally.delivered += 1;
      } catch (error) {
        tally.failed += 1;
        const attempts = entry.attempts + 1;
        if (isPermanentMailFailure(error) || attempts >= MAIL_ATTEMPTS_LIMIT) {
          await retries.remove(entry.id);
          logger.error({ err: error, subject: entry.mail.subject, attempts }, "mail dropped");
          continue;
        }
        await retries.failedAgain(entry, error);
        // The relay is still down or busy: the rest waits for the next round.
        break;
      }
    }
    return tally;
  }

  return {
    send,
    retryDue,
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
