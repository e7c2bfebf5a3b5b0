import { describe, expect, it } from "vitest";
import { safeNextPath } from "./hard-navigate";

const ORIGIN = "https://huddle.example";

/** `next` exactly as the login page reads it from its own query string. */
function nextFrom(query: string): string | null {
  return new URLSearchParams(query).get("next");
}

describe("safeNextPath", () => {
  it.each([
    ["a tab after the slash", "next=/%09/evil.example"],
    ["a newline after the slash", "next=/%0A/evil.example"],
    ["a carriage return inside the slashes", "next=/%0D/evil.example"],
    ["a backslash", "next=/%5Cevil.example"],
    ["a backslash and a tab", "next=%5C%09%5Cevil.example"],
    ["a protocol-relative URL", "next=//evil.example"],
    ["an encoded protocol-relative URL", "next=%2F%2Fevil.example"],
    ["a javascript: URL", "next=javascript:alert(document.domain)"],
    ["a mixed-case javascript: URL with a tab", "next=JaVa%09Script:alert(1)"],
    ["an absolute URL of another site", "next=https://evil.example/login"],
    ["a URL that only starts with our origin", "next=https://huddle.example.evil.example/"],
    ["a data: URL", "next=data:text/html,<script>alert(1)</script>"],
    ["a dot segment that collapses into //", "next=/.//evil.example"],
  ])("sends %s to /", (_, query) => {
    expect(safeNextPath(nextFrom(query), ORIGIN)).toBe("/");
  });

  it.each([
    ["/\\evil", "/"],
    ["//evil", "/"],
    ["/\t/evil.example", "/"],
    ["/\n/evil.example", "/"],
    [" //evil.example", "/"],
  ])("sends the decoded %j to /", (next, expected) => {
    expect(safeNextPath(next, ORIGIN)).toBe(expected);
  });

  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath(nextFrom("next=%2Fprofile%3Ftab%3Dfollow%23top"), ORIGIN)).toBe(
      "/profile?tab=follow#top",
    );
  });

  it("keeps a doubly encoded //, which is only a path segment on this site", () => {
    expect(safeNextPath("/%2F%2Fevil", ORIGIN)).toBe("/%2F%2Fevil");
  });

  it("keeps an absolute URL of this site as its path", () => {
    expect(safeNextPath(`${ORIGIN}/room?league=nfl`, ORIGIN)).toBe("/room?league=nfl");
  });

  it("sends a missing or empty `next` to /", () => {
    expect(safeNextPath(null, ORIGIN)).toBe("/");
    expect(safeNextPath(undefined, ORIGIN)).toBe("/");
    expect(safeNextPath("", ORIGIN)).toBe("/");
  });
});
