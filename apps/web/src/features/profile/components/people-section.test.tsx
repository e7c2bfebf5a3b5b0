import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { PeopleSection } from "./people-section";

const bea = {
  id: "5f0c5a55-4a39-4a43-9c1e-3b7a1d6c2a01",
  username: "bea",
  displayName: "Bea",
  favoriteTeam: "Chiefs",
};

describe("PeopleSection", () => {
  it("lists the people followed and blocked", async () => {
    storeSignedIn();
    mockFetch({
      "/api/user/users": () => jsonResponse(200, { users: [bea] }),
      "/api/user/blocked": () => jsonResponse(200, { users: [] }),
    });
    renderPage(<PeopleSection />);
    expect(await screen.findByRole("list", { name: "People you follow" })).toHaveTextContent("bea");
    expect(await screen.findByText("You have not blocked anyone.")).toBeVisible();
  });

  it("says a list failed to load, with Try again, instead of claiming it is empty", async () => {
    storeSignedIn();
    let failing = true;
    const fetchMock = mockFetch({
      "/api/user/users": () =>
        failing ? jsonResponse(500, {}) : jsonResponse(200, { users: [bea] }),
      "/api/user/blocked": () => jsonResponse(500, {}),
    });
    renderPage(<PeopleSection />);
    expect(await screen.findByText("Failed to load the people you follow.")).toBeVisible();
    expect(await screen.findByText("Failed to load blocked users.")).toBeVisible();
    expect(screen.queryByText("You are not following anyone yet.")).toBeNull();
    expect(screen.queryByText("You have not blocked anyone.")).toBeNull();

    failing = false;
    const before = callsTo(fetchMock, "/api/user/users").length;
    await userEvent.click(screen.getAllByRole("button", { name: /try again|retry/i })[0]!);
    expect(await screen.findByRole("list", { name: "People you follow" })).toHaveTextContent("bea");
    expect(callsTo(fetchMock, "/api/user/users").length).toBeGreaterThan(before);
  });
});
