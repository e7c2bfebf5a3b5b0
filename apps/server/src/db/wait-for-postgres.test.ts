import { describe, expect, it } from "vitest";
import { waitForPostgres } from "./wait-for-postgres.ts";

const URL_WITH_SECRET = "postgres://app:s3cret@db.internal:6543/huddle";
const refused = () =>
  new Error("Failed query: select 1", {
    cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:6543"), {
      code: "ECONNREFUSED",
    }),
  });

/** A clock that only moves when the code under test sleeps. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

describe("waitForPostgres", () => {
  it("tries again 0.5, 1, 2 … s apart while the server does not answer, then goes on", async () => {
    const time = fakeTime();
    let calls = 0;
    const retried: number[] = [];
    await waitForPostgres(
      async () => {
        calls += 1;
        if (calls <= 4) throw refused();
      },
      URL_WITH_SECRET,
      { timeoutMs: 30_000, onRetry: (_error, ms) => retried.push(ms), ...time },
    );
    expect(calls).toBe(5);
    expect(time.waits).toEqual([500, 1_000, 2_000, 4_000]);
    expect(retried).toEqual(time.waits);
  });

  it("gives up after the wait with the server and the reason, never the password", async () => {
    const time = fakeTime();
    const failure = waitForPostgres(
      async () => {
        throw refused();
      },
      URL_WITH_SECRET,
      { timeoutMs: 10_000, ...time },
    );
    await expect(failure).rejects.toThrow(
      "PostgreSQL at db.internal:6543/huddle did not answer within 10 s " +
        "(connect ECONNREFUSED 10.0.0.5:6543). Is it running, and is DATABASE_URL right?",
    );
    await expect(failure).rejects.not.toThrow(/s3cret/);
    expect(time.now()).toBeLessThanOrEqual(10_000);
  });

  it("fails at once when the server answers with a refusal", async () => {
    const time = fakeTime();
    const wrongPassword = Object.assign(
      new Error('password authentication failed for user "app"'),
      {
        code: "28P01",
      },
    );
    await expect(
      waitForPostgres(
        async () => {
          throw wrongPassword;
        },
        URL_WITH_SECRET,
        { timeoutMs: 30_000, ...time },
      ),
    ).rejects.toBe(wrongPassword);
    expect(time.waits).toEqual([]);
  });
});
