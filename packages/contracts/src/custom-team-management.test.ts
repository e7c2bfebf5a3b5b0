import { describe, expect, it } from "vitest";
import { joinRequestDecision, joinRequestDecisionSchema } from "./custom-team-management.ts";

const ids = {
  requestId: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e",
  teamId: "3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f",
};

describe("joinRequestDecision", () => {
  it("welcomes an approved fan to the room, quoting the owner's message", () => {
    const notice = joinRequestDecision({
      ...ids,
      teamName: "Eastside Ballers",
      approved: true,
      message: "Welcome to the team!",
    });
    expect(joinRequestDecisionSchema.parse(notice)).toEqual({
      ...ids,
      teamName: "Eastside Ballers",
      status: "approved",
      message: "Welcome to the team!",
      title: "Welcome to Eastside Ballers!",
      body: 'Your request to join Eastside Ballers was approved. "Welcome to the team!"',
      url: `/room?customTeam=${ids.teamId}`,
    });
  });

  it("sends a denied fan to the team page; a blank message is no message", () => {
    const notice = joinRequestDecision({
      ...ids,
      teamName: "Eastside Ballers",
      approved: false,
      message: "   ",
    });
    expect(notice).toMatchObject({
      status: "denied",
      message: null,
      title: "Eastside Ballers: join request declined",
      body: "Your request to join Eastside Ballers was not approved.",
      url: `/custom-team/${ids.teamId}`,
    });
  });
});
