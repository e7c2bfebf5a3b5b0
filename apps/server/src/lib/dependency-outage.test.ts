import { describe, expect, it } from "vitest";
import { isDependencyOutage, outageCause } from "./dependency-outage.ts";
import { HttpError } from "./http-error.ts";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDependencyOutage", () => {
  it("recognizes network failures, also when a driver wraps them as the cause", () => {
    expect(
      isDependencyOutage(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")),
    ).toBe(true);
    const drizzle = new Error("Failed query: select 1", { cause: withCode("ECONNRESET") });
    expect(isDependencyOutage(drizzle)).toBe(true);
    expect(isDependencyOutage(new Error("outer", { cause: drizzle }))).toBe(true);
  });

  it("recognizes PostgreSQL states of a server that cannot serve", () => {
    for (const code of [
      "08006",
      "08001",
      "57014",
      "57P01",
      "57P03",
      "57P04",
      "53300",
      "53100",
      "58030",
    ]) {
      expect(isDependencyOutage(withCode(code)), code).toBe(true);
    }
    const closedForNow = Object.assign(
      new Error('database "huddle" is not currently accepting connections'),
      { code: "55000" },
    );
    expect(isDependencyOutage(closedForNow)).toBe(true);
    expect(isDependencyOutage(withCode("55000"))).toBe(false);
  });

  it("recognizes lost connections that carry no code", () => {
    expect(isDependencyOutage(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDependencyOutage(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDependencyOutage(new Error("Connection is closed."))).toBe(true);
    expect(isDependencyOutage(new Error("Command timed out"))).toBe(true);
    expect(isDependencyOutage(new Error("Query read timeout"))).toBe(true);
    const gaveUp = Object.assign(new Error("Reached the max retries per request limit"), {
      name: "MaxRetriesPerRequestError",
    });
    expect(isDependencyOutage(gaveUp)).toBe(true);
  });

  it("recognizes a Redis that refuses to serve: out of memory, read-only replica, loading", () => {
    const reply = (message: string) => Object.assign(new Error(message), { name: "ReplyError" });
    expect(
      isDependencyOutage(reply("OOM command not allowed when used memory > 'maxmemory'.")),
    ).toBe(true);
    expect(isDependencyOutage(reply("READONLY You can't write against a read only replica."))).toBe(
      true,
    );
    expect(isDependencyOutage(reply("LOADING Redis is loading the dataset in memory"))).toBe(true);
    expect(isDependencyOutage(reply("ERR wrong number of arguments for 'get' command"))).toBe(
      false,
    );
    expect(isDependencyOutage(reply("NOSCRIPT No matching script."))).toBe(false);
  });

  it("leaves bugs and refusals as they are", () => {
    for (const code of ["23505", "42601", "22P02", "40P01"]) {
      expect(isDependencyOutage(withCode(code)), code).toBe(false);
    }
    expect(isDependencyOutage(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDependencyOutage(new HttpError(404, "Not found"))).toBe(false);
    expect(isDependencyOutage("ECONNREFUSED")).toBe(false);
    expect(isDependencyOutage(undefined)).toBe(false);
  });

  it("stops on a cause chain that loops", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    Object.assign(first, { cause: second });
    expect(isDependencyOutage(first)).toBe(false);
  });

  it("names an outage by the driver's code and message, never the failed statement's parameters", () => {
    const driver = withCode("ECONNRESET", "read ECONNRESET");
    const wrapper = new Error("Failed query: select * from sessions where id = $1\nparams: 9f3c", {
      cause: driver,
    });
    expect(outageCause(wrapper)).toEqual({ code: "ECONNRESET", message: "read ECONNRESET" });
    expect(outageCause(new Error("a bug"))).toBeUndefined();
  });
});
