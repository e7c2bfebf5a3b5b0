import { screen, waitFor } from "@testing-library/react";
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

  it("each list's button acts on its own row's user, and a found user can be followed", async () => {
    storeSignedIn();
    const cal = { ...bea, id: "7a1d3c55-4a39-4a43-9c1e-3b7a1d6c2a02", username: "cal" };
    const dee = { ...bea, id: "8b2e4d66-4a39-4a43-9c1e-3b7a1d6c2a03", username: "dee" };
    const done = (user: typeof bea) => jsonResponse(200, { success: true, message: "ok", user });
    const fetchMock = mockFetch({
      "/api/user/users": () => jsonResponse(200, { users: [bea] }),
      "/api/user/blocked": () => jsonResponse(200, { users: [cal] }),
      "/api/user/search": () => jsonResponse(200, { users: [bea, cal, dee], teams: [] }),
      "/api/user/unfollow/": () => done(bea),
      "/api/user/unblock/": () => done(cal),
      "/api/user/follow/": () => done(dee),
    });
    renderPage(<PeopleSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Unfollow bea" }));
    await userEvent.click(await screen.findByRole("button", { name: "Unblock cal" }));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search users" }), "e");
    // Followed and blocked people are left out of the results.
    const results = await screen.findByRole("list", { name: "User results" });
    expect(results).toHaveTextContent("dee");
    expect(results).not.toHaveTextContent("bea");
    await userEvent.click(screen.getByRole("button", { name: "Follow dee" }));

    const sent = (path: string) => callsTo(fetchMock, path).map(([, init]) => init?.method);
    await waitFor(() => expect(sent(`/api/user/follow/${dee.id}`)).toEqual(["POST"]));
    expect(sent(`/api/user/unfollow/${bea.id}`)).toEqual(["DELETE"]);
    expect(sent(`/api/user/unblock/${cal.id}`)).toEqual(["DELETE"]);
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
