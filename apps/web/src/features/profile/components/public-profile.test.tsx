import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PublicProfile } from "@huddle/contracts/profile";
import { callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { buildPublicProfile } from "@/test/profile-factories";
import { renderPage } from "@/test/render";
import { PublicProfilePage } from "./public-profile";

function setup(initial: PublicProfile | null, socialStatus = 200) {
  storeSignedIn();
  let profile = initial;
  const failing = () => jsonResponse(socialStatus, { error: "boom" });
  const fetchMock = mockFetch({
    "/api/user/profile/": () =>
      profile ? jsonResponse(200, { profile }) : jsonResponse(404, { error: "Profile not found" }),
    "/api/user/block/": () => {
      profile = profile && { ...profile, isBlocked: true, isFollowing: false, canFollow: false };
      return jsonResponse(200, {
        success: true,
        message: "User blocked.",
        user: { id: initial!.id, username: "bob", displayName: "Bob", favoriteTeam: "" },
      });
    },
    ...(socialStatus === 200
      ? {}
      : {
          "/api/user/follow/": failing,
          "/api/user/unfollow/": failing,
          "/api/user/block/": failing,
          "/api/user/unblock/": failing,
        }),
  });
  renderPage(<PublicProfilePage username="bob" />);
  return fetchMock;
}

describe("PublicProfilePage", () => {
  it("shows names, counts, about, activity and hides location/email when absent", async () => {
    setup(buildPublicProfile());
    expect(await screen.findByRole("heading", { name: "Bob Builder" })).toBeInTheDocument();
    expect(screen.getByText("@bob")).toBeInTheDocument();
    expect(screen.getByText("B")).toBeInTheDocument();
    expect(screen.getByText("Bills fan since 1990.")).toBeInTheDocument();
    expect(screen.getByText("Favorite Team")).toBeInTheDocument();
    expect(screen.getByText("Messages Posted")).toBeInTheDocument();
    expect(screen.getByText("42")).toBeInTheDocument();
    expect(screen.getByText("Rooms Joined")).toBeInTheDocument();
    expect(screen.getByText("Last Active")).toBeInTheDocument();
    expect(screen.queryByText("Location")).not.toBeInTheDocument();
    expect(screen.queryByText("Email")).not.toBeInTheDocument();
  });

  it("counts one follower in the singular", async () => {
    setup(buildPublicProfile({ followersCount: 1, followingCount: 2 }));
    const counts = (await screen.findByText("follower", { exact: false })).closest("p")!;
    expect(counts.textContent).toMatch(/^1 follower2 following/);
  });

  it("leaves out the activity section when the server withholds it", async () => {
    setup(buildPublicProfile({ messageCount: null, roomCount: null, lastActive: null }));
    expect(await screen.findByRole("heading", { name: "Bob Builder" })).toBeInTheDocument();
    expect(screen.queryByText("Messages Posted")).not.toBeInTheDocument();
    expect(screen.queryByText("Last Active")).not.toBeInTheDocument();
  });

  it("shows location and email when the response carries them", async () => {
    setup(buildPublicProfile({ location: "Buffalo, NY", email: "bob@example.com" }));
    expect(await screen.findByText("Buffalo, NY")).toBeInTheDocument();
    expect(screen.getByText("bob@example.com")).toBeInTheDocument();
  });

  it("offers no Follow or Block on the viewer's own profile", async () => {
    setup(buildPublicProfile({ isOwnProfile: true, canFollow: false, canBlock: false }));
    expect(await screen.findByRole("heading", { name: "Bob Builder" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Follow" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Block" })).not.toBeInTheDocument();
  });

  it("asks before blocking, then shows the banner and disables Follow", async () => {
    const fetchMock = setup(buildPublicProfile({ isFollowing: true }));
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    vi.stubGlobal("confirm", confirm);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Block" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to block bob?");
    expect(callsTo(fetchMock, "/api/user/block/")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Block" }));
    expect(await screen.findByText("You have blocked this user")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Follow" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Unblock" })).toBeEnabled();
    const [url, init] = callsTo(fetchMock, "/api/user/block/")[0]!;
    expect(String(url)).toContain(`/api/user/block/${buildPublicProfile().id}`);
    expect(init?.method).toBe("POST");
  });

  it.each([
    ["Follow", { isFollowing: false }, "Failed to update following status."],
    ["Unfollow", { isFollowing: true }, "Failed to update following status."],
    ["Block", {}, "Failed to update block status."],
    ["Unblock", { isBlocked: true, canFollow: false }, "Failed to update block status."],
  ])("says the spec's text when %s fails", async (button, overrides, text) => {
    setup(buildPublicProfile(overrides), 500);
    vi.stubGlobal("confirm", vi.fn().mockReturnValue(true));
    await userEvent.setup().click(await screen.findByRole("button", { name: button }));
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
  });

  it("says 'Profile not found' for an unknown username", async () => {
    setup(null);
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Profile not found"));
  });
});
