import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a browser and its push service: a key pair and auth secret like a real
 * PushSubscription, and a local HTTP endpoint that records what the server pushes.
 */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export async function startPushReceiver() {
  const received: ReceivedPush[] = [];
  let status = 201;
  const waiters: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = status;
      res.end();
      waiters.splice(0).forEach((wake) => wake());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    origin: `http://127.0.0.1:${port}`,
    /** What the endpoint answers from now on (201 accepted, 410 gone, ...). */
    respondWith(code: number) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser-side subscription: P-256 key pair, 16-byte auth secret, and its toJSON(). */
export function createBrowserSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  const json = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
  };
  return {
    token: JSON.stringify(json),
    /** Decrypts an aes128gcm Web Push body (RFC 8291 over RFC 8188) as the browser would. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error("expected a single record");
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 followed by zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("missing last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}
