import { describe, expect, it } from "vitest";
import { readTeamCapture } from "./read-team-captures.ts";

describe("readTeamCapture", () => {
  it("names the missing capture and the shared folder the generators need", () => {
    expect(() => readTeamCapture("no-such-capture.json")).toThrow(
      /no-such-capture\.json is missing\. Regenerating the seed needs the shared data folder beside the repository \(\.\.\/shared\/data\/teams\)/,
    );
  });
});
