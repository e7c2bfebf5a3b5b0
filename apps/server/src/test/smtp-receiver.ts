import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { headerValue } from "../lib/mail/outbox.ts";

export interface ReceivedMail {
  raw: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding !== "quoted-printable") return body;
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The decoded text/plain or text/html part of a (multipart) MIME message. */
function part(raw: string, type: "text/plain" | "text/html"): string {
  for (const chunk of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = chunk.split(/\r?\n\r?\n/);
    if (!new RegExp(`content-type:\\s*${type}`, "i").test(head)) continue;
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    return decodeBody(rest.join("\n\n").replace(/\r?\n--[^\r\n]+--\s*$/, ""), encoding);
  }
  return "";
}

/** A local SMTP server that keeps what it receives, decoded enough for assertions. */
export async function startSmtpReceiver() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({
          raw,
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerValue(raw, "Subject"),
          text: part(raw, "text/plain"),
          html: part(raw, "text/html"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
