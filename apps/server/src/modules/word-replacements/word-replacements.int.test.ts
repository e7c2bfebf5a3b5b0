import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_WORD_REPLACEMENTS,
  WORD_REPLACEMENT_MESSAGES,
} from "@huddle/contracts/word-replacements";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { bearer, createUser, signIn } from "../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BASE = "/api/user/word-replacements";

async function fan() {
  const user = await createUser(t.database);
  const headers = bearer((await signIn(t.app, user)).tokens.accessToken);
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe("word replacements", () => {
  it("adds, lists, edits and deletes the fan's own pairs", async () => {
    const call = await fan();
    const added = await call("POST", BASE, {
      originalWord: " refs ",
      replacementWord: "officials",
    });
    expect(added.statusCode).toBe(201);
    const pair = added.json().wordReplacement;
    expect(pair).toMatchObject({
      originalWord: "refs",
      replacementWord: "officials",
      replacementId: pair.id,
    });
    const edited = await call("PUT", `${BASE}/${pair.id}`, {
      originalWord: "refs",
      replacementWord: "zebras",
    });
    expect(edited.json().wordReplacement.replacementWord).toBe("zebras");
    expect((await call("GET", BASE)).json().wordReplacements).toHaveLength(1);
    expect((await call("DELETE", `${BASE}/${pair.id}`)).statusCode).toBe(200);
    expect((await call("GET", BASE)).json().wordReplacements).toEqual([]);
    expect((await call("DELETE", `${BASE}/${pair.id}`)).statusCode).toBe(404);
  });

  it("refuses blank and over-long words with the limits of spec 000 §5", async () => {
    const call = await fan();
    const blank = await call("POST", BASE, { originalWord: "  ", replacementWord: "x" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([WORD_REPLACEMENT_MESSAGES.originalRequired]);
    const long = await call("POST", BASE, { originalWord: "a".repeat(51), replacementWord: "b" });
    expect(long.json().details).toEqual([WORD_REPLACEMENT_MESSAGES.tooLong]);
    expect(
      (await call("POST", BASE, { originalWord: "a".repeat(50), replacementWord: "b" })).statusCode,
    ).toBe(201);
  });

  it("refuses a second pair for the same word in any letter case", async () => {
    const call = await fan();
    await call("POST", BASE, { originalWord: "Blown", replacementWord: "missed" });
    const again = await call("POST", BASE, { originalWord: "blown", replacementWord: "bad" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WORD_REPLACEMENT_MESSAGES.duplicate);
  });

  it("adds only the default pairs the fan does not have yet", async () => {
    const call = await fan();
    await call("POST", BASE, { originalWord: "damn", replacementWord: "darn" });
    const first = (await call("POST", `${BASE}/add-defaults`)).json();
    expect(
      first.addedReplacements.map((p: { originalWord: string }) => p.originalWord).sort(),
    ).toEqual(["destroy", "dominate", "fuck", "fucking", "garbage"]);
    expect(first.wordReplacements).toHaveLength(6);
    expect((await call("POST", `${BASE}/add-defaults`)).json().addedReplacements).toEqual([]);
  });

  it("adds the defaults only when all of them fit under the limit", async () => {
    const call = await fan();
    const full = Array.from({ length: MAX_WORD_REPLACEMENTS - 1 }, (_, i) => ({
      originalWord: `word${i}`,
      replacementWord: "nice",
    }));
    const filled = await call("POST", `${BASE}/bulk`, { replacements: full, clearExisting: true });
    expect(filled.statusCode).toBe(200);
    const refused = await call("POST", `${BASE}/add-defaults`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(WORD_REPLACEMENT_MESSAGES.tooMany);
    expect((await call("GET", BASE)).json().wordReplacements).toHaveLength(
      MAX_WORD_REPLACEMENTS - 1,
    );
  });

  it("imports in bulk, replacing the list when asked", async () => {
    const call = await fan();
    await call("POST", BASE, { originalWord: "choke", replacementWord: "stumble" });
    const merged = await call("POST", `${BASE}/bulk`, {
      replacements: [
        { originalWord: "bum", replacementWord: "player" },
        { originalWord: "BUM", replacementWord: "twice" },
      ],
    });
    expect(
      merged.json().wordReplacements.map((p: { originalWord: string }) => p.originalWord),
    ).toEqual(["choke", "bum"]);
    const replaced = await call("POST", `${BASE}/bulk`, {
      replacements: [{ originalWord: "flop", replacementWord: "fall" }],
      clearExisting: true,
    });
    expect(
      replaced.json().wordReplacements.map((p: { originalWord: string }) => p.originalWord),
    ).toEqual(["flop"]);
  });

  it("keeps each fan's list private", async () => {
    const alice = await fan();
    const bob = await fan();
    const pair = (
      await alice("POST", BASE, { originalWord: "trash", replacementWord: "meh" })
    ).json().wordReplacement;
    expect(
      (await bob("PUT", `${BASE}/${pair.id}`, { originalWord: "x", replacementWord: "y" }))
        .statusCode,
    ).toBe(404);
    expect((await bob("DELETE", `${BASE}/${pair.id}`)).statusCode).toBe(404);
  });
});
