import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RoomButton } from "@huddle/contracts/room-navigation";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { NavigationFollowAction } from "./navigation-follow-action";

function setup() {
  storeSignedIn();
  return mockFetch({
    "/api/user/leagues-conferences/follow": () => jsonResponse(500, { error: "boom" }),
    "/api/user/leagues-conferences": () => jsonResponse(200, { followedLeagueConferences: [] }),
    "/api/user/teams/follow": () => jsonResponse(500, { error: "boom" }),
    "/api/user/teams": () => jsonResponse(200, { teams: [] }),
  });
}

async function clickFollow(name: string) {
  await waitFor(() => expect(screen.getByRole("button", { name })).toBeEnabled());
  await userEvent.setup().click(screen.getByRole("button", { name }));
}

describe("NavigationFollowAction", () => {
  it("follows the conference a home navigation button carries", async () => {
    const fetchMock = setup();
    const button: RoomButton = {
      type: "conference",
      label: "NFL · AFC",
      room: { type: "conference", league: "nfl", conference: "afc" },
      path: "/room?league=nfl&conference=afc",
    };
    renderPage(<NavigationFollowAction button={button} />);
    await clickFollow("Follow NFL · AFC");
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/user/leagues-conferences/follow")).toHaveLength(1),
    );
    const [, init] = callsTo(fetchMock, "/api/user/leagues-conferences/follow")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      followType: "conference",
      league: "nfl",
      conference: "afc",
    });
  });

  it("follows a team by the room it carries, whatever its path spells", async () => {
    const fetchMock = setup();
    const button: RoomButton = {
      type: "team",
      label: "Kansas City Chiefs",
      room: { type: "team", teamId: "10000012" },
      path: "/room?league=nfl&teamroom=10000012",
    };
    renderPage(<NavigationFollowAction button={button} />);
    await clickFollow("Follow Kansas City Chiefs");
    await waitFor(() => expect(callsTo(fetchMock, "/api/user/teams/follow")).toHaveLength(1));
    const [, init] = callsTo(fetchMock, "/api/user/teams/follow")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ teamId: "10000012" });
  });

  it("offers no toggle for a button to a game room", () => {
    setup();
    const button: RoomButton = {
      type: "game",
      label: { displayValue: "KC @ BUF", value: "401" },
      room: { type: "game", league: "nfl", gameId: "401" },
      path: "/room?league=nfl&game=401",
    };
    renderPage(<NavigationFollowAction button={button} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
