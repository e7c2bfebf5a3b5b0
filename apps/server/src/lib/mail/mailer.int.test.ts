import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { mailRetries } from "../../db/schema.ts";
import { freePort } from "../../test/server-process.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { MAIL_ATTEMPTS_LIMIT } from "./mail-retry-policy.ts";
import { createMailRetryQueue } from "./mail-retry-queue.ts";
import { createMailer } from "./mailer.ts";
import { readOutbox } from "./outbox.ts";

const logger = pino({ level: "silent" });
const mail = {
  to: "fan@example.com",
  subject: "Reset your Huddle password",
  text: "Reset: http://127.0.0.1:3000/reset-password/abc",
  html: '<a href="http://127.0.0.1:3000/reset-password/abc">Reset</a>',
  link: "http://127.0.0.1:3000/reset-password/abc",
};

let outboxDir: string;
let database: Database;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "huddle-outbox-"));
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** A local SMTP relay on `port` that keeps what it takes; `refuseWith` rejects every recipient. */
async function startRelay(port = 0, refuseWith?: number) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(_address, _session, callback) {
      if (!refuseWith) return callback();
      callback(Object.assign(new Error("No such mailbox"), { responseCode: refuseWith }));
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${address.port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("mailer", () => {
  it("writes an .eml with text and HTML parts to the outbox when no SMTP server is set", async () => {
    const mailer = createMailer({ from: "Huddle <no-reply@huddle.local>", outboxDir, logger });
    await mailer.send(mail);
    const [message] = await readOutbox(outboxDir);
    expect(message?.to).toBe("fan@example.com");
    expect(message?.subject).toBe(mail.subject);
    expect(message?.links).toContain(mail.link);
    mailer.close();
  });

  it("logs the outbox mail's link at info so a local user can follow it", async () => {
    const lines: Record<string, unknown>[] = [];
    const capture = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    const mailer = createMailer({
      from: "Huddle <no-reply@huddle.local>",
      outboxDir,
      logger: capture,
    });
    await mailer.send(mail);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, link: mail.link, msg: "mail written to outbox" }),
    );
    mailer.close();
  });

  it("delivers over SMTP when SMTP_URL is set", async () => {
    const relay = await startRelay();
    const mailer = createMailer({
      from: "Huddle <no-reply@huddle.local>",
      smtpUrl: relay.url,
      outboxDir,
      logger,
    });
    mailer.sendInBackground(mail);
    await mailer.idle();
    mailer.close();
    await relay.close();
    const { received } = relay;
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Reset your Huddle password");
    expect(received[0]).toContain("text/plain");
    expect(received[0]).toContain("text/html");
  });
});

describe("mail the relay does not take", () => {
  let now = new Date("2026-11-29T10:00:00Z");
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const queued = () => database.db.select().from(mailRetries);

  async function downRelayMailer() {
    const port = await freePort();
    const mailer = createMailer({
      from: "Huddle <no-reply@huddle.local>",
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      outboxDir,
      logger,
      retries: createMailRetryQueue(database.db, () => now),
    });
    return { port, mailer };
  }

  it("is kept in the database and delivered by a later round once the relay is back", async () => {
    const { port, mailer } = await downRelayMailer();
    await mailer.send(mail);
    const [row] = await queued();
    expect(row).toMatchObject({ mail, attempts: 1 });
    expect(row?.lastError).toContain("ECONNREFUSED");
    expect(row?.nextAttemptAt).toEqual(new Date(now.getTime() + 60_000));

    // Not due yet: nothing is tried.
    expect(await mailer.retryDue()).toEqual({ delivered: 0, failed: 0 });
    const relay = await startRelay(port);
    later(60_000);
    expect(await mailer.retryDue()).toEqual({ delivered: 1, failed: 0 });
    expect(relay.received).toHaveLength(1);
    expect(relay.received[0]).toContain("Subject: Reset your Huddle password");
    expect(await queued()).toEqual([]);
    mailer.close();
    await relay.close();
  });

  it("waits longer after each failed round and stops a round at its first failure", async () => {
    const { mailer } = await downRelayMailer();
    await mailer.send(mail);
    await mailer.send({ ...mail, to: "other@example.com" });
    later(60_000);
    expect(await mailer.retryDue()).toEqual({ delivered: 0, failed: 1 });
    const rows = await queued();
    expect(rows.map((row) => row.attempts).sort()).toEqual([1, 2]);
    const retried = rows.find((row) => row.attempts === 2);
    expect(retried?.nextAttemptAt).toEqual(new Date(now.getTime() + 2 * 60_000));
    await database.db.delete(mailRetries);
    mailer.close();
  });

  it("is dropped after the last attempt", async () => {
    const { mailer } = await downRelayMailer();
    await mailer.send(mail);
    await database.db.update(mailRetries).set({ attempts: MAIL_ATTEMPTS_LIMIT - 1 });
    later(60 * 60_000);
    expect(await mailer.retryDue()).toEqual({ delivered: 0, failed: 1 });
    expect(await queued()).toEqual([]);
    mailer.close();
  });

  it("is not queued when the relay refuses it for good (SMTP 5xx)", async () => {
    const relay = await startRelay(0, 550);
    const mailer = createMailer({
      from: "Huddle <no-reply@huddle.local>",
      smtpUrl: relay.url,
      outboxDir,
      logger,
      retries: createMailRetryQueue(database.db, () => now),
    });
    await expect(mailer.send(mail)).rejects.toMatchObject({ responseCode: 550 });
    expect(await queued()).toEqual([]);
    mailer.close();
    await relay.close();
  });
});
