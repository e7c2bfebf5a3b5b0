import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TEAM_ROOM_MESSAGES } from "@huddle/contracts/custom-team-rooms";
import type { PostingRestriction } from "@huddle/contracts/chat";
import { jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderRoutes } from "@/test/render";
import { RoomPage } from "./room-page";

const TEAM_ID = "7d5f0b3e-1c2a-4b5d-9e8f-0a1b2c3d4e5f";
const SLUG = `custom-team-${TEAM_ID}`;

/** The custom team's room, with what the server's navigation and room settings say about it. */
function renderTeamRoom(options: { title: string; postingRestriction?: PostingRestriction }) {
  storeSignedIn();
  mockFetch({
    [`/api/chat/rooms/${SLUG}/settings`]: () =>
      jsonResponse(200, {
        roomSlug: SLUG,
        slowModeSeconds: 0,
        postingRestriction: options.postingRestriction ?? null,
      }),
    "/api/chat/rooms/": () => jsonResponse(200, { messages: [], total: 0, limit: 40, offset: 0 }),
    "/api/sports/room/buttons": () =>
      jsonResponse(200, {
        buttons: [{ type: "home", label: "Home", room: { type: "home" }, path: "/" }],
        roomDescription: "Custom team room",
        context: { type: "custom-team", roomSlug: SLUG, title: options.title },
      }),
    "/api/custom-teams/": () => jsonResponse(404, { error: "Team not found" }),
  });
  renderRoutes([{ path: "/room", element: <RoomPage /> }], `/room?customTeam=${TEAM_ID}`);
}

const crumbs = () =>
  within(screen.getByRole("navigation", { name: "Breadcrumb" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent)
    .filter((text) => text !== "›");

describe("/room?customTeam=…", () => {
  it("names the room after the team in the header and the breadcrumb", async () => {
    renderTeamRoom({ title: "Quiet Owls" });
    expect(await screen.findByRole("heading", { level: 1, name: "Quiet Owls" })).toBeVisible();
    expect(crumbs()).toEqual(["Home", "Teams", "Quiet Owls"]);
    expect(
      within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByRole("link", {
        name: "Teams",
      }),
    ).toHaveAttribute("href", "/teams");
  });

  it("tells a muted member up front, with until when, and keeps the composer closed", async () => {
    const mutedUntil = "2099-01-05T15:00:00.000Z";
    renderTeamRoom({
      title: "Quiet Owls",
      postingRestriction: { message: TEAM_ROOM_MESSAGES.muted, mutedUntil },
    });
    const box = await screen.findByRole("region", { name: "Warnings" });
    expect(box).toHaveTextContent(TEAM_ROOM_MESSAGES.muted);
    expect(box).toHaveTextContent("Muted until");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message" })).toBeDisabled());
  });
});
