import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPushReceiver } from "../../test/push-receiver.ts";
import { postPush } from "./push-transport.ts";

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(() => receiver.close());

describe("push transport", () => {
  it("connects only to the checked addresses, never asking DNS again", async () => {
    const port = new URL(receiver.origin).port;
    // `.invalid` never resolves (RFC 6761): the push arrives only through the pinned address.
    const endpoint = `http://push.invalid:${port}/pinned/${crypto.randomUUID()}`;
    receiver.respondWith(201);
    const status = await postPush(
      { endpoint, method: "POST", headers: { ttl: "60" }, body: Buffer.from("hello") },
      { addresses: ["127.0.0.1"], timeoutMs: 5_000 },
    );
    expect(status).toBe(201);
    const push = receiver.received.at(-1);
    expect(push?.path).toBe(new URL(endpoint).pathname);
    expect(push?.headers.host).toBe(`push.invalid:${port}`);
    expect(push?.body.toString()).toBe("hello");
  });
});
