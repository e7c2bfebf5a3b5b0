import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Team } from "@huddle/contracts/sports";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { FollowTeamButton } from "./follow-team-button";

const chiefs: Team = {
  id: "10000012",
  teamId: "10000012",
  espnId: "12",
  name: "Kansas City Chiefs",
  teamName: "Kansas City Chiefs",
  shortName: "Chiefs",
  abbreviation: "KC",
  teamColors: ["#e31837", "#ffb612"],
  league: "nfl",
  conferenceDivision: "AFC West",
  conferenceId: "afc",
  divisionId: "afc-west",
};

interface Setup {
  followed?: Team[];
  follow?: () => Response;
  unfollow?: () => Response;
}

function setup({ followed = [], follow, unfollow }: Setup) {
  storeSignedIn();
  let teams = followed;
  const fetchMock = mockFetch({
    "/api/user/teams/follow": () => {
      const response = follow?.() ?? jsonResponse(200, { success: true, team: chiefs });
      if (response.ok) teams = [chiefs];
      return response;
    },
    "/api/user/teams/": () => {
      const response = unfollow?.() ?? jsonResponse(200, { success: true });
      if (response.ok) teams = [];
      return response;
    },
    "/api/user/teams": () => jsonResponse(200, { teams }),
  });
  renderPage(<FollowTeamButton teamId="10000012" teamName="Kansas City Chiefs" />);
  return fetchMock;
}

const button = () => screen.getByRole("button", { name: /Kansas City Chiefs/ });
const loaded = () => waitFor(() => expect(button()).toBeEnabled());

describe("FollowTeamButton", () => {
  it("follows a team and then shows 'Following'", async () => {
    const fetchMock = setup({});
    const user = userEvent.setup();
    await loaded();
    await user.click(button());
    expect(
      await screen.findByRole("button", { name: "Following Kansas City Chiefs" }),
    ).toBeEnabled();
    const [, init] = callsTo(fetchMock, "/api/user/teams/follow")[0]!;
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ teamId: "10000012" });
  });

  it("unfollows a followed team", async () => {
    const fetchMock = setup({ followed: [chiefs] });
    await screen.findByRole("button", { name: "Following Kansas City Chiefs" });
    await userEvent.setup().click(button());
    expect(await screen.findByRole("button", { name: "Follow Kansas City Chiefs" })).toBeEnabled();
    const [url, init] = callsTo(fetchMock, "/api/user/teams/10000012/unfollow")[0]!;
    expect(String(url)).toContain("/api/user/teams/10000012/unfollow");
    expect(init?.method).toBe("DELETE");
  });

  it("says 'Failed to follow team' when following fails", async () => {
    setup({ follow: () => jsonResponse(500, { error: "boom" }) });
    await loaded();
    await userEvent.setup().click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to follow team");
    expect(button()).toHaveTextContent("Follow");
  });

  it("says 'Failed to unfollow team' when unfollowing fails", async () => {
    setup({ followed: [chiefs], unfollow: () => jsonResponse(500, { error: "boom" }) });
    await screen.findByRole("button", { name: "Following Kansas City Chiefs" });
    await userEvent.setup().click(button());
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to unfollow team");
    expect(button()).toHaveTextContent("Following");
  });
});
