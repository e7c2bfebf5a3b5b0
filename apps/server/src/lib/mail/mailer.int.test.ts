import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), "huddle-outbox-"));
});
afterAll(() => rm(outboxDir, { recursive: true, force: true }));

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
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer({
      from: "Huddle <no-reply@huddle.local>",
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      outboxDir,
      logger,
    });
    mailer.sendInBackground(mail);
    await mailer.idle();
    mailer.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Reset your Huddle password");
    expect(received[0]).toContain("text/plain");
    expect(received[0]).toContain("text/html");
  });
});
