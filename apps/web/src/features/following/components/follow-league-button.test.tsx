import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FollowRecord } from "@huddle/contracts/following";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { FollowLeagueButton } from "./follow-league-button";

const nflFollow: FollowRecord = {
  id: "0b7d1c5e-2a4b-4c8e-9d3f-1a2b3c4d5e71",
  followType: "league",
  league: "nfl",
  leagueName: "NFL",
  conference: null,
  conferenceName: null,
};
const afcFollow: FollowRecord = {
  ...nflFollow,
  id: "0b7d1c5e-2a4b-4c8e-9d3f-1a2b3c4d5e72",
  followType: "conference",
  conference: "afc",
  conferenceName: "AFC",
};

function setup(records: FollowRecord[], followFails = false) {
  storeSignedIn();
  let held = records;
  const fetchMock = mockFetch({
    "/api/user/leagues-conferences/follow": (_url, init) => {
      if (followFails) return jsonResponse(500, { error: "boom" });
      const body = JSON.parse(String(init?.body)) as { followType: string };
      const follow = body.followType === "league" ? nflFollow : afcFollow;
      held = [...held, follow];
      return jsonResponse(200, { success: true, follow });
    },
    "/api/user/leagues-conferences/": () => {
      held = [];
      return jsonResponse(200, { followedLeagueConferences: held });
    },
    "/api/user/leagues-conferences": () => jsonResponse(200, { followedLeagueConferences: held }),
  });
  return fetchMock;
}

describe("FollowLeagueButton", () => {
  it("follows a conference with its league", async () => {
    const fetchMock = setup([nflFollow]);
    renderPage(<FollowLeagueButton league="nfl" conference="afc" name="AFC" />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Follow AFC" })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow AFC" }));
    expect(await screen.findByRole("button", { name: "Following AFC" })).toBeEnabled();
    const [, init] = callsTo(fetchMock, "/api/user/leagues-conferences/follow")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      followType: "conference",
      league: "nfl",
      conference: "afc",
    });
  });

  it("unfollows a followed league by its record id", async () => {
    const fetchMock = setup([nflFollow, afcFollow]);
    renderPage(<FollowLeagueButton league="nfl" name="NFL" />);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Following NFL" }));
    expect(await screen.findByRole("button", { name: "Follow NFL" })).toBeEnabled();
    const [url, init] = callsTo(fetchMock, `/api/user/leagues-conferences/${nflFollow.id}`)[0]!;
    expect(String(url)).toContain(`/${nflFollow.id}/unfollow`);
    expect(init?.method).toBe("DELETE");
  });

  it("says 'Failed to update league following.' when it fails", async () => {
    setup([], true);
    renderPage(<FollowLeagueButton league="nfl" name="NFL" />);
    await waitFor(() => expect(screen.getByRole("button", { name: "Follow NFL" })).toBeEnabled());
    await userEvent.setup().click(screen.getByRole("button", { name: "Follow NFL" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update league following.",
    );
  });
});
