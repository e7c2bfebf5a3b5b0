import type { FetchLike } from "../espn-provider.ts";

/**
 * TEST FAKE of `fetch` for the ESPN provider: answers each url with what `respond` returns —
 * a body (200), `{ status }` for an HTTP error, or an Error to throw like a network failure —
 * and records every url asked for.
 */
export type FakeAnswer = { body: unknown } | { status: number } | Error;

export function createFakeEspnFetch(respond: (url: string) => FakeAnswer) {
  const calls: string[] = [];
  const fetch: FetchLike = async (url) => {
    calls.push(url);
    const answer = respond(url);
    if (answer instanceof Error) throw answer;
    if ("status" in answer) return { ok: false, status: answer.status, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => structuredClone(answer.body) };
  };
  return { fetch, calls };
}
