import { describe, expect, it } from "vitest";
import { mapEspnStatus } from "./map-status.ts";

describe("mapEspnStatus", () => {
  it.each([
    ["STATUS_SCHEDULED", "pre", "STATUS_SCHEDULED", "pre"],
    ["STATUS_IN_PROGRESS", "in", "STATUS_IN_PROGRESS", "in"],
    ["STATUS_HALFTIME", "in", "STATUS_HALFTIME", "in"],
    ["STATUS_END_PERIOD", "in", "STATUS_END_PERIOD", "in"],
    ["STATUS_FINAL", "post", "STATUS_FINAL", "post"],
    ["STATUS_FULL_TIME", "post", "STATUS_FINAL", "post"],
    ["STATUS_FINAL_PEN", "post", "STATUS_FINAL", "post"],
    ["STATUS_SECOND_HALF", "in", "STATUS_IN_PROGRESS", "in"],
    ["STATUS_SHOOTOUT", "in", "STATUS_IN_PROGRESS", "in"],
    ["STATUS_POSTPONED", "post", "STATUS_POSTPONED", "post"],
    ["STATUS_DELAYED", "pre", "STATUS_DELAYED", "pre"],
    ["STATUS_RAIN_DELAY", "in", "STATUS_RAIN_DELAY", "in"],
    ["STATUS_CANCELLED", "post", "STATUS_CANCELED", "post"],
    ["STATUS_ABANDONED", "post", "STATUS_CANCELED", "post"],
  ])("maps %s (%s) to %s", (name, state, status, expectedState) => {
    expect(mapEspnStatus(name, state)).toEqual({ status, state: expectedState });
  });

  it("falls back on ESPN's state for a name it does not know", () => {
    expect(mapEspnStatus("STATUS_SOMETHING_NEW", "in")).toEqual({
      status: "STATUS_IN_PROGRESS",
      state: "in",
    });
    expect(mapEspnStatus("STATUS_SOMETHING_NEW", "post")).toEqual({
      status: "STATUS_FINAL",
      state: "post",
    });
    expect(mapEspnStatus(undefined, undefined)).toEqual({
      status: "STATUS_SCHEDULED",
      state: "pre",
    });
  });

  it("derives the state from the status when ESPN leaves it out", () => {
    expect(mapEspnStatus("STATUS_FINAL", undefined).state).toBe("post");
    expect(mapEspnStatus("STATUS_HALFTIME", "").state).toBe("in");
  });
});
