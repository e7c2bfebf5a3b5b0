import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildUser, callsTo, jsonResponse, mockFetch, storeSignedIn } from "@/test/factories";
import { renderPage } from "@/test/render";
import { RoomNotificationLevel } from "./room-notification-level";

describe("RoomNotificationLevel", () => {
  it("shows the viewer's level for the room and saves a new one", async () => {
    storeSignedIn(buildUser());
    const fetchMock = mockFetch({
      "/api/chat/rooms/general/notification-level": (_url, init) =>
        jsonResponse(200, {
          roomSlug: "general",
          level: init?.method === "PUT" ? JSON.parse(String(init.body)).level : "all",
        }),
    });
    renderPage(<RoomNotificationLevel roomSlug="general" />);
    const select = await screen.findByRole("combobox", { name: "Notifications" });
    expect(select).toHaveValue("all");
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All messages",
      "Mentions only",
      "Nothing",
    ]);
    await userEvent.selectOptions(select, "Mentions only");
    await waitFor(() => expect(select).toHaveValue("mentions"));
    const put = callsTo(fetchMock, "/api/chat/rooms/general/notification-level").find(
      ([, init]) => init?.method === "PUT",
    );
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ level: "mentions" });
  });

  it("is not shown to a signed-out reader", () => {
    mockFetch({});
    renderPage(<RoomNotificationLevel roomSlug="general" />);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});
