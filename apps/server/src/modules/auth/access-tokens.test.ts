import { describe, expect, it } from "vitest";
import { TestClock } from "../../test/test-clock.ts";
import { createAccessTokens } from "./access-tokens.ts";

const secret = new TextEncoder().encode("unit-test-secret-of-at-least-32-characters!");
const MINUTE = 60_000;
const USER = "3f1c2b7e-9a4d-4c1e-8b2a-1d2e3f4a5b6c";
const SESSION = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";

describe("access tokens", () => {
  it("verifies a token, again from memory, until it expires", async () => {
    const clock = new TestClock();
    // 30 s of life: shorter than the memory, so the remembered token must expire on its own.
    const tokens = createAccessTokens(secret, 30_000, clock);
    const token = await tokens.sign(USER, SESSION);
    expect(await tokens.verify(token)).toMatchObject({ sub: USER, sid: SESSION });
    clock.advance(25_000);
    expect(await tokens.verify(token)).toMatchObject({ sub: USER });
    clock.advance(6_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses a token whose payload or signature was changed, even after the real one was seen", async () => {
    const tokens = createAccessTokens(secret, 15 * MINUTE, new TestClock());
    const token = await tokens.sign(USER, SESSION);
    await tokens.verify(token);
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forged = Buffer.from(
      Buffer.from(payload, "base64url").toString().replace(USER, SESSION),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}xx`)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const other = createAccessTokens(
      new TextEncoder().encode("another-secret-of-at-least-32-characters!!"),
      15 * MINUTE,
      new TestClock(),
    );
    const tokens = createAccessTokens(secret, 15 * MINUTE, new TestClock());
    expect(await tokens.verify(await other.sign(USER, SESSION))).toBeNull();
  });
});
