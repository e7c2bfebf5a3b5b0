import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { RoomButton } from "@huddle/contracts/room-navigation";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { buildButtons } from "@/test/sports-factories";
import { NavigationPanel } from "./navigation-panel";

const BUTTONS = "/api/sports/room/buttons";

function setup(query: Record<string, string>, answers: Array<() => Response>) {
  storeSignedIn();
  let call = 0;
  const fetchMock = mockFetch({
    [BUTTONS]: () => answers[Math.min(call++, answers.length - 1)]!(),
  });
  renderPage(<NavigationPanel query={query} />);
  return fetchMock;
}

const HOME = { homepage: "true" };
const panel = () => screen.getByRole("region", { name: "Navigation" });
const link = (name: string | RegExp) => within(panel()).getByRole("link", { name });

const team = (teamId: string, label: string): RoomButton => ({
  type: "team",
  label,
  room: { type: "team", teamId },
  path: `/room?teamroom=${teamId}`,
  teamId,
});

/** A row's unfollow toggle as the home page has it: the server forgets the row, the list reloads. */
function UnfollowAction({ button, onUnfollow }: { button: RoomButton; onUnfollow: () => void }) {
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      onClick={() => {
        onUnfollow();
        void queryClient.invalidateQueries();
      }}
    >
      Unfollow {String(button.label)}
    </button>
  );
}

describe("NavigationPanel", () => {
  it("keeps the keyboard focus in the list when the focused row goes (an unfollow)", async () => {
    storeSignedIn();
    let rows = [team("1", "Bills"), team("2", "Chiefs"), team("3", "Jets")];
    mockFetch({ [BUTTONS]: () => jsonResponse(200, buildButtons(rows)) });
    renderPage(
      <NavigationPanel
        query={HOME}
        renderAction={(button) => (
          <UnfollowAction
            button={button}
            onUnfollow={() => (rows = rows.filter((r) => r.teamId !== button.teamId))}
          />
        )}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Unfollow Chiefs" }));
    // The row took the focus with it: the row that took its place has it now.
    await screen.findByRole("link", { name: "Bills" });
    await expect.poll(() => screen.queryByRole("link", { name: "Chiefs" })).toBeNull();
    expect(screen.getByRole("link", { name: "Jets" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Unfollow Jets" }));
    await expect.poll(() => screen.queryByRole("link", { name: "Jets" })).toBeNull();
    expect(screen.getByRole("link", { name: "Bills" })).toHaveFocus();
  });

  it("shows the home room's followed leagues, conferences and teams as links to their rooms", async () => {
    const fetchMock = setup(HOME, [
      () =>
        jsonResponse(
          200,
          buildButtons([
            {
              type: "league",
              label: "NFL",
              room: { type: "league", league: "nfl" },
              path: "/room?league=nfl",
            },
            {
              type: "conference",
              label: "AFC",
              room: { type: "conference", league: "nfl", conference: "afc" },
              path: "league=nfl&conference=afc",
            },
            {
              type: "team",
              label: "Kansas City Chiefs",
              // The link comes from the room, not from an older path spelling.
              room: { type: "team", teamId: "10000012" },
              path: "/room?league=nfl&teamroom=10000012",
              teamId: "10000012",
            },
          ]),
        ),
    ]);
    expect(within(panel()).getByRole("status")).toHaveTextContent("Loading navigation...");
    expect(await within(panel()).findByRole("link", { name: "NFL" })).toHaveAttribute(
      "href",
      "/room?league=nfl",
    );
    expect(link("AFC")).toHaveAttribute("href", "/room?league=nfl&conference=afc");
    expect(link("Kansas City Chiefs")).toHaveAttribute("href", "/room?teamroom=10000012");
    expect(link("Home")).toHaveAttribute("href", "/room");
    const [url] = callsTo(fetchMock, BUTTONS)[0]!;
    expect(new URL(String(url), "http://x").search).toBe("?homepage=true");
  });

  it("offers 'Follow Leagues' and the Home button when the home room has no buttons", async () => {
    setup(HOME, [() => jsonResponse(200, buildButtons([]))]);
    expect(await screen.findByText("No navigation available")).toBeVisible();
    expect(link("Follow Leagues")).toHaveAttribute("href", "/profile?tab=follow");
    expect(link("Home")).toHaveAttribute("href", "/room");
  });

  it("says 'No navigation available' for an empty room, without 'Follow Leagues'", async () => {
    setup({ league: "nfl" }, [() => jsonResponse(200, buildButtons([]))]);
    expect(await screen.findByText("No navigation available")).toBeVisible();
    expect(within(panel()).queryByRole("link", { name: "Follow Leagues" })).toBeNull();
  });

  it("shows 'Failed to load navigation' with Retry and the fallback Home button", async () => {
    setup({ league: "nfl" }, [
      () => jsonResponse(500, { error: "boom" }),
      () =>
        jsonResponse(
          200,
          buildButtons([{ type: "home", label: "Home", room: { type: "home" }, path: "/" }], {
            type: "league",
          }),
        ),
    ]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to load navigation");
    expect(link("Home")).toHaveAttribute("href", "/room");
    await userEvent.setup().click(screen.getByRole("button", { name: "Retry" }));
    const home = await screen.findByRole("link", { name: "Home" });
    expect(home).toHaveAttribute("href", "/");
    expect(home).toHaveAttribute("data-button-type", "home");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("labels a game button with the displayValue of a { displayValue, value } label", async () => {
    setup({ league: "nfl" }, [
      () =>
        jsonResponse(
          200,
          buildButtons([
            { type: "home", label: "Home", room: { type: "home" }, path: "/" },
            {
              type: "game",
              label: { displayValue: "KC @ BUF", value: "401772" },
              room: { type: "game", league: "nfl", gameId: "401772" },
              path: "/room?league=nfl&game=401772",
            },
          ]),
        ),
    ]);
    expect(await screen.findByRole("link", { name: "KC @ BUF" })).toHaveAttribute(
      "href",
      "/room?league=nfl&game=401772",
    );
  });
});
