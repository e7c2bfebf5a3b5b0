import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildPreferences, buildProfile } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { ProfileRoute } from "./profile-route";

function setup(path: string) {
  storeSignedIn();
  mockFetch({
    "/api/user/profile": () => jsonResponse(200, { profile: buildProfile() }),
    "/api/user/word-replacements": () => jsonResponse(200, { wordReplacements: [] }),
    "/api/user/teams": () => jsonResponse(200, { teams: [] }),
    "/api/user/leagues-conferences": () => jsonResponse(200, { followedLeagueConferences: [] }),
    "/api/sports/leagues-conferences": () => jsonResponse(200, { data: { leagues: [] } }),
    "/api/user/users": () => jsonResponse(200, { users: [] }),
    "/api/user/blocked": () => jsonResponse(200, { users: [] }),
    "/api/user/notification-preferences": () =>
      jsonResponse(200, { preferences: buildPreferences() }),
    "/api/user/notification-rules": () => jsonResponse(200, { rules: [], total: 0 }),
    "/api/notifications/device-tokens": () => jsonResponse(200, { deviceTokens: [] }),
  });
  return renderPage(<ProfileRoute />, path, "/profile");
}

const selectedTab = () => screen.getByRole("tab", { selected: true });

describe("ProfileRoute", () => {
  it("shows 'Profile Settings' with the General tab by default", async () => {
    setup("/profile");
    expect(screen.getByRole("heading", { name: "Profile Settings" })).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "General",
      "Word Filters",
      "Following",
      "Notifications",
    ]);
    expect(selectedTab()).toHaveTextContent("General");
    expect(await screen.findByLabelText("Display Name")).toHaveValue("Alice");
  });

  it.each([
    ["wordReplacements", "Word Filters"],
    ["following", "Following"],
    ["follow", "Following"],
    ["notifications", "Notifications"],
    ["nonsense", "General"],
  ])("opens ?tab=%s on %s", (tab, label) => {
    setup(`/profile?tab=${tab}`);
    expect(selectedTab()).toHaveTextContent(label);
  });

  it("moves between tabs with the arrow keys and writes ?tab=", async () => {
    const { router } = setup("/profile?tab=follow");
    const user = userEvent.setup();
    selectedTab().focus();
    // Radix moves focus on the next tick; focusing a tab selects it.
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(selectedTab()).toHaveTextContent("Notifications"));
    expect(selectedTab()).toHaveFocus();
    expect(router.state.location.search).toBe("?tab=notifications");
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(selectedTab()).toHaveTextContent("General"));
    await user.keyboard("{ArrowLeft}");
    await waitFor(() => expect(selectedTab()).toHaveTextContent("Notifications"));
    await user.click(screen.getByRole("tab", { name: "Word Filters" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=wordReplacements"));
  });
});
